import { useNotify, usePermissions, useRefresh, type Identifier } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { canDo } from '../../providers/permissions';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Textarea } from '../../ui/field';
import { AdjustBalanceForm } from './adjust-balance';

const SUBJECT_MAX = 200;
const BODY_MAX = 5000;
const NOTE_MAX = 2000;

type DialogFormProps = {
  playerId: Identifier;
  onClose: () => void;
};

const useSend = (playerId: Identifier, action: 'messages' | 'notes', done: string) => {
  const dataProvider = useStaffData();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (body: object) => {
    await dataProvider.act('players', playerId, action, body);
    notify(done, { type: 'success' });
    refresh();
  };
};

const MessageForm = ({ playerId, onClose }: DialogFormProps) => {
  const send = useSend(playerId, 'messages', 'Message sent.');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const subjectError = subject.trim() ? undefined : 'Write a subject.';
  const bodyError = body.trim() ? undefined : 'Write the message.';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (subjectError || bodyError) return;
    setIsBusy(true);
    try {
      await send({ subject: subject.trim(), body: body.trim() });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The message was not sent.');
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      title="Send a message"
      description="The player reads it in their messages on the site."
      onCancel={onClose}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <Field label="Subject" error={submitted ? subjectError : undefined}>
          <Input
            value={subject}
            maxLength={SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
            required
          />
        </Field>
        <Field label="Message" error={submitted ? bodyError : undefined}>
          <Textarea
            rows={6}
            value={body}
            maxLength={BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
            required
          />
        </Field>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            Send message
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

const NoteForm = ({ playerId, onClose }: DialogFormProps) => {
  const send = useSend(playerId, 'notes', 'Note added.');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const textError = text.trim() ? undefined : 'Write the note.';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (textError) return;
    setIsBusy(true);
    try {
      await send({ text: text.trim() });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The note was not added.');
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      title="Add a note"
      description="Notes are for staff only; the player never sees them."
      onCancel={onClose}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <Field label="Note" error={submitted ? textError : undefined}>
          <Textarea
            rows={5}
            value={text}
            maxLength={NOTE_MAX}
            onChange={(event) => setText(event.target.value)}
            required
          />
        </Field>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            Add note
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

/** The player page's buttons: send a message, add a note, adjust the balance (by permission). */
export const PlayerActions = ({
  playerId,
  currency,
}: {
  playerId: Identifier;
  currency?: string | undefined;
}) => {
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<'message' | 'note' | 'adjust' | null>(null);
  return (
    <>
      {canDo(permissions, 'players', 'messages') ? (
        <Button variant="secondary" onClick={() => setOpen('message')}>
          Send message
        </Button>
      ) : null}
      {canDo(permissions, 'players', 'notes') ? (
        <Button variant="secondary" onClick={() => setOpen('note')}>
          Add note
        </Button>
      ) : null}
      {canDo(permissions, 'players', 'adjust') ? (
        <>
          <Button variant="secondary" onClick={() => setOpen('adjust')}>
            Adjust balance
          </Button>
          <Link
            className={buttonClass('secondary')}
            to={`/adjustments?filter=${encodeURIComponent(
              JSON.stringify({ status: 'all', player_id: String(playerId) }),
            )}`}
          >
            Adjustment history
          </Link>
        </>
      ) : null}
      {open === 'message' ? (
        <MessageForm playerId={playerId} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'note' ? <NoteForm playerId={playerId} onClose={() => setOpen(null)} /> : null}
      {open === 'adjust' ? (
        <AdjustBalanceForm playerId={playerId} currency={currency} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
};
