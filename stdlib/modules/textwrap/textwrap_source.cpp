// textwrap: wrapping, filling, shortening, dedent and indent. Text is cut at whitespace runs with
// one re.split (RE2 has no look-behind, so the hyphen rules are not a regex): only tokens that
// contain '-' are scanned character by character, for breaks after a hyphen joining two words
// and around '--' dashes between words. Lines are then filled greedily from a chunk stack.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view textwrap_source() {
    return R"PY(
import re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# Only these six characters count as whitespace for wrapping; other Unicode spaces (no-break
# space, em space, ...) are ordinary word characters, as in CPython.
_BLANKS = '\t\n\x0b\x0c\r '
_BLANK_RUNS = re.compile('([' + re.escape(_BLANKS) + ']+)')
_SENTENCE_STOPS = '.!?'
_LOWER_ASCII = 'abcdefghijklmnopqrstuvwxyz'
_QUOTES = ('"', "'")


# ---- splitting text into chunks -----------------------------------------------------------
# Text is cut into runs of blanks and runs of non-blanks ("tokens"). With break_on_hyphens a
# token is further cut after a hyphen joining two words ("well-|known"), and around a dash of
# two or more hyphens written between words ("then|--|now"). Every rule looks only at
# characters of the token itself (the neighbouring blanks never satisfy them), so tokens are
# handled independently, and tokens without '-' need no scan at all.

def _is_word_char(ch):
    return ch.isalnum() or ch == '_'


def _is_letter(ch):
    # A word character that is not a digit.
    return (ch.isalnum() or ch == '_') and not ch.isdecimal()


def _may_precede_dash(ch):
    return ch.isalnum() or ch in '_!"\'&.,?'


def _dash_end(token, k):
    # If a dash (two or more hyphens followed by a word character) starts at k, where it ends;
    # otherwise 0.
    end = k
    size = len(token)
    while end < size and token[end] == '-':
        end += 1
    if end - k >= 2 and end < size and _is_word_char(token[end]):
        return end
    return 0


def _hyphen_joins_words(token, k):
    # The hyphen at k may end a line: two letters (or letter, hyphen, letter) before it, and a
    # letter followed by a letter (or by a hyphen and a letter) after it.
    if k >= 2 and _is_letter(token[k - 1]):
        before = _is_letter(token[k - 2]) or (
            k >= 3 and token[k - 2] == '-' and _is_letter(token[k - 3]))
    else:
        before = False
    if not before or k + 2 >= len(token) or not _is_letter(token[k + 1]):
        return False
    after = token[k + 2]
    return _is_letter(after) or (after == '-' and k + 3 < len(token) and _is_letter(token[k + 3]))


def _cut_token(token, out):
    size = len(token)
    start = 0
    while start < size:
        stop = 0
        if start and _may_precede_dash(token[start - 1]):
            stop = _dash_end(token, start)
        if not stop:
            # A word: runs to the end of the token, to just after a joining hyphen, or to the
            # start of a dash. It is never empty.
            stop = start + 1
            while stop < size:
                if token[stop] == '-':
                    if _hyphen_joins_words(token, stop):
                        stop += 1
                        break
                    if _may_precede_dash(token[stop - 1]) and _dash_end(token, stop):
                        break
                stop += 1
        out.append(token[start:stop])
        start = stop


def _chunks_at_hyphens(text):
    out = []
    for token in _BLANK_RUNS.split(text):
        if not token:
            continue
        if '-' in token and token[0] not in _BLANKS:
            _cut_token(token, out)
        else:
            out.append(token)
    return out


def _chunks_at_blanks(text):
    return [token for token in _BLANK_RUNS.split(text) if token]


def _ends_sentence(chunk):
    # A lowercase ASCII letter, then '.', '!' or '?', then optionally one quote, at the end.
    if chunk.endswith(_QUOTES):
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in _SENTENCE_STOPS and chunk[-2] in _LOWER_ASCII


class TextWrapper:
    """Wraps and fills text paragraphs; the options are the instance attributes set by
    __init__. Subclasses may override the underscore methods to change how text is split."""

    unicode_whitespace_trans = {ord(ch): ord(' ') for ch in _BLANKS}

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        # Line geometry, then how whitespace is treated, then where words may break, then the
        # line limit.
        self.width, self.initial_indent, self.subsequent_indent = (
            width, initial_indent, subsequent_indent)
        self.expand_tabs, self.tabsize, self.replace_whitespace, self.drop_whitespace = (
            expand_tabs, tabsize, replace_whitespace, drop_whitespace)
        self.fix_sentence_endings, self.break_long_words, self.break_on_hyphens = (
            fix_sentence_endings, break_long_words, break_on_hyphens)
        self.max_lines, self.placeholder = max_lines, placeholder

    # -- the steps of wrap(), each replaceable by a subclass --

    def _munge_whitespace(self, text):
        spaced = text.expandtabs(self.tabsize) if self.expand_tabs else text
        if not self.replace_whitespace:
            return spaced
        return spaced.translate(self.unicode_whitespace_trans)

    def _split(self, text):
        # Hyphen-aware splitting only for the value True itself, as CPython decides.
        cutter = _chunks_at_hyphens if self.break_on_hyphens is True else _chunks_at_blanks
        return cutter(text)

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def _fix_sentence_endings(self, pieces):
        # A single space after a sentence's end becomes two.
        k = 0
        last = len(pieces) - 1
        while k < last:
            if pieces[k + 1] == ' ' and _ends_sentence(pieces[k]):
                pieces[k + 1] = '  '
                k += 2
            else:
                k += 1

    def _handle_long_word(self, stack, line, line_len, width):
        # stack holds the chunks still to place (next one last); its top does not fit on an
        # empty line. Either cut it to fill the line, or (when words may not be broken) give it
        # a line of its own.
        room = width - line_len if width >= 1 else 1
        if not self.break_long_words:
            if not line:
                line.append(stack.pop())
            return
        word = stack[-1]
        cut = room
        if self.break_on_hyphens and len(word) > room:
            # Prefer to cut just after the last hyphen that fits, unless only hyphens precede it.
            at = word.rfind('-', 0, room)
            if at > 0 and word[:at].strip('-'):
                cut = at + 1
        line.append(word[:cut])
        stack[-1] = word[cut:]

    def _wrap_chunks(self, pieces):
        width = self.width
        if width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % width)
        limit = self.max_lines
        if limit is not None:
            last_indent = self.subsequent_indent if limit > 1 else self.initial_indent
            if len(last_indent) + len(self.placeholder.lstrip()) > width:
                raise ValueError("placeholder too large for max width")
        drop = self.drop_whitespace
        todo = pieces
        todo.reverse()              # a stack: the next chunk is at the end
        lines = []
        while todo:
            lead = self.subsequent_indent if lines else self.initial_indent
            room = width - len(lead)
            if drop and lines and not todo[-1].strip():
                del todo[-1]        # blanks never start a continuation line
            line = []
            used = 0
            while todo and used + len(todo[-1]) <= room:
                used += len(todo[-1])
                line.append(todo.pop())
            if todo and len(todo[-1]) > room:
                self._handle_long_word(todo, line, used, room)
                used = sum([len(piece) for piece in line])
            if drop and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            if limit is None or len(lines) + 1 < limit:
                lines.append(lead + ''.join(line))
                continue
            # This is the last line allowed. It stands as is only when nothing but (droppable)
            # blanks is left over; otherwise the placeholder marks the cut.
            rest_empty = not todo or (drop and len(todo) == 1 and not todo[0].strip())
            if rest_empty and used <= room:
                lines.append(lead + ''.join(line))
                continue
            self._end_with_placeholder(lines, line, used, lead, room)
            break
        return lines

    def _end_with_placeholder(self, lines, line, used, lead, room):
        mark = self.placeholder
        # Drop chunks from the end of the line until it ends in a word and the mark fits.
        while line:
            if line[-1].strip() and used + len(mark) <= room:
                lines.append(lead + ''.join(line) + mark)
                return
            used -= len(line.pop())
        # Nothing of this line survives: put the mark on the previous line if it fits there.
        if lines:
            previous = lines[-1].rstrip()
            if len(previous) + len(mark) <= self.width:
                lines[-1] = previous + mark
                return
        lines.append(lead + mark.lstrip())

    # -- public interface --

    def wrap(self, text):
        pieces = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(pieces)
        return self._wrap_chunks(pieces)

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    # Collapse every run of whitespace (any Unicode whitespace here) to one space, then keep
    # what fits on a single line.
    return TextWrapper(width=width, max_lines=1, **kwargs).fill(' '.join(text.split()))


def dedent(text):
    # Lines are separated by '\n' only, and only blanks and tabs count as indentation. Lines
    # made of blanks and tabs alone are emptied and do not constrain the common margin.
    lines = text.split('\n')
    margins = []
    for k, line in enumerate(lines):
        body = line.lstrip(' \t')
        if body:
            margins.append(line[:len(line) - len(body)])
        elif line:
            lines[k] = ''
    if margins:
        # The longest prefix shared by all margins is the one shared by the smallest and the
        # largest of them in sort order.
        low = min(margins)
        high = max(margins)
        common = 0
        while common < len(low) and low[common] == high[common]:
            common += 1
        if common:
            lines = [line[common:] for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    # By default only lines with something besides whitespace get the prefix. The predicate
    # is called from plain Python so that a host call inside it can pause.
    pieces = []
    for row in text.splitlines(keepends=True):
        if predicate(row) if predicate is not None else row.strip():
            pieces.append(prefix + row)
        else:
            pieces.append(row)
    return ''.join(pieces)
)PY";
}

}  // namespace basilisk::stdlib
