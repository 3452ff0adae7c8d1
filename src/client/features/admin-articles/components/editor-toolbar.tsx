// The editor's formatting toolbar: one Tab stop, arrow keys move between its buttons (React Aria Toolbar).
// Every icon button shows its name as a tooltip on hover (title) and to screen readers (aria-label), and is a
// 44 px target. No code buttons: staff write news, not code (issue 38); pasted code still keeps its formatting.
import type { Editor } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Rows3,
  Table,
  Trash2,
  Underline,
  Undo2,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Button, Group, Separator, ToggleButton, Toolbar } from 'react-aria-components';

/** What the toolbar shows as active or possible; the editor (rich-text-editor.tsx) reads it from TipTap. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const buttonLook =
  'flex size-11 items-center justify-center rounded-md text-slate-700 outline-none hover:bg-slate-100 data-[disabled]:opacity-40 data-[focus-visible]:outline-3 data-[focus-visible]:outline-gold-400 data-[selected]:bg-brand-700 data-[selected]:text-white';

function Toggle({
  label,
  icon: I,
  active,
  onPress,
}: {
  label: string;
  icon: Icon;
  active: boolean;
  onPress: () => void;
}) {
  return (
    <ToggleButton
      aria-label={label}
      // @ts-expect-error React Aria passes DOM attributes through; title is the hover tooltip
      title={label}
      isSelected={active}
      onChange={onPress}
      // A mouse press leaves the caret in the editor; keyboard users still reach every button.
      preventFocusOnPress
      className={buttonLook}
    >
      <I aria-hidden="true" className="size-4" />
    </ToggleButton>
  );
}

function Action({
  label,
  icon: I,
  onPress,
  disabled,
  text,
}: {
  label: string;
  icon: Icon;
  onPress: () => void;
  disabled?: boolean;
  /** Show the label next to the icon (table tools). */
  text?: boolean;
}) {
  return (
    <Button
      aria-label={text ? undefined : label}
      // @ts-expect-error React Aria passes DOM attributes through; title is the hover tooltip
      title={label}
      isDisabled={disabled}
      onPress={onPress}
      preventFocusOnPress
      className={clsx(buttonLook, text && 'w-auto gap-1 px-2 text-xs font-medium')}
    >
      <I aria-hidden="true" className="size-4" />
      {text ? label : null}
    </Button>
  );
}

const divider = <Separator orientation="vertical" className="mx-1 h-6 w-px bg-slate-200" />;

export function EditorToolbar({
  editor,
  state,
  onLink,
  onImage,
}: {
  editor: Editor;
  state: ToolbarState;
  onLink: () => void;
  onImage: () => void;
}) {
  const chain = () => editor.chain().focus();
  return (
    <Toolbar
      aria-label="Formatting"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      <Group aria-label="Headings" className="flex gap-0.5">
        <Toggle
          label="Normal text"
          icon={Pilcrow}
          active={!state.h2 && !state.h3 && !state.h4}
          onPress={() => chain().setParagraph().run()}
        />
        <Toggle
          label="Heading 2"
          icon={Heading2}
          active={state.h2}
          onPress={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <Toggle
          label="Heading 3"
          icon={Heading3}
          active={state.h3}
          onPress={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Toggle
          label="Heading 4"
          icon={Heading4}
          active={state.h4}
          onPress={() => chain().toggleHeading({ level: 4 }).run()}
        />
      </Group>
      {divider}
      <Group aria-label="Text style" className="flex gap-0.5">
        <Toggle label="Bold" icon={Bold} active={state.bold} onPress={() => chain().toggleBold().run()} />
        <Toggle
          label="Italic"
          icon={Italic}
          active={state.italic}
          onPress={() => chain().toggleItalic().run()}
        />
        <Toggle
          label="Underline"
          icon={Underline}
          active={state.underline}
          onPress={() => chain().toggleUnderline().run()}
        />
      </Group>
      {divider}
      <Group aria-label="Blocks" className="flex gap-0.5">
        <Toggle
          label="Bulleted list"
          icon={List}
          active={state.bulletList}
          onPress={() => chain().toggleBulletList().run()}
        />
        <Toggle
          label="Numbered list"
          icon={ListOrdered}
          active={state.orderedList}
          onPress={() => chain().toggleOrderedList().run()}
        />
        <Toggle
          label="Quote"
          icon={Quote}
          active={state.blockquote}
          onPress={() => chain().toggleBlockquote().run()}
        />
      </Group>
      {divider}
      <Group aria-label="Insert" className="flex gap-0.5">
        <Toggle label="Link" icon={Link} active={state.link} onPress={onLink} />
        <Action label="Image from address" icon={ImagePlus} onPress={onImage} />
        <Action
          label="Insert table"
          icon={Table}
          onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
      </Group>
      {state.inTable ? (
        <>
          {divider}
          <Group aria-label="Table" className="flex gap-0.5">
            <Action label="Add row" text icon={Rows3} onPress={() => chain().addRowAfter().run()} />
            <Action label="Add column" text icon={Columns3} onPress={() => chain().addColumnAfter().run()} />
            <Action label="Delete row" text icon={Trash2} onPress={() => chain().deleteRow().run()} />
            <Action label="Delete column" text icon={Trash2} onPress={() => chain().deleteColumn().run()} />
            <Action label="Delete table" text icon={Trash2} onPress={() => chain().deleteTable().run()} />
          </Group>
        </>
      ) : null}
      {divider}
      <Group aria-label="History" className="flex gap-0.5">
        <Action label="Undo" icon={Undo2} disabled={!state.canUndo} onPress={() => chain().undo().run()} />
        <Action label="Redo" icon={Redo2} disabled={!state.canRedo} onPress={() => chain().redo().run()} />
      </Group>
    </Toolbar>
  );
}
