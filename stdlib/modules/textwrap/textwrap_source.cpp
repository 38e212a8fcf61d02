// textwrap: CPython 3.11's Lib/textwrap.py, rewritten. CPython splits text into chunks with a
// regular expression full of lookbehinds, which RE2 does not have; _split_words walks the
// text and takes, at each position, exactly the chunk that expression would match (the same
// alternatives in the same order, the same lazy word match), so wrapping breaks the same way.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view textwrap_source() {
    return R"PY(
__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_word(c):
    # re's \w on str: alphanumeric or underscore.
    return c.isalnum() or c == '_'


def _is_letter(c):
    # [^\d\W]
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_wp(c):
    # [\w!"'&.,?]
    return c.isalnum() or c in '_!"\'&.,?'


def _dashes_then_word(text, j, n):
    # (?=-{2,}\w) at j
    k = j
    while k < n and text[k] == '-':
        k += 1
    return k - j >= 2 and k < n and _is_word(text[k])


def _split_words(text):
    ws = _whitespace
    n = len(text)
    chunks = []
    i = 0
    while i < n:
        c = text[i]
        if c in ws:
            j = i + 1
            while j < n and text[j] in ws:
                j += 1
            chunks.append(text[i:j])
            i = j
            continue
        if c == '-' and i > 0 and _is_wp(text[i - 1]) and _dashes_then_word(text, i, n):
            j = i
            while text[j] == '-':
                j += 1
            chunks.append(text[i:j])
            i = j
            continue
        j = i + 1
        while True:
            if j >= n:
                end = j
                break
            d = text[j]
            if d == '-':
                # -(?: (?<=lt{2}-) | (?<=lt-lt-)) (?= lt -? lt)
                behind = (j >= 2 and _is_letter(text[j - 2]) and _is_letter(text[j - 1])) or (
                    j >= 3 and _is_letter(text[j - 3]) and text[j - 2] == '-' and _is_letter(text[j - 1]))
                if behind and j + 1 < n and _is_letter(text[j + 1]):
                    if (j + 2 < n and _is_letter(text[j + 2])) or (
                            j + 3 < n and text[j + 2] == '-' and _is_letter(text[j + 3])):
                        end = j + 1
                        break
            if d in ws:
                end = j
                break
            if _is_wp(text[j - 1]) and _dashes_then_word(text, j, n):
                end = j
                break
            j += 1
        chunks.append(text[i:end])
        i = end
    return chunks


def _split_simple(text):
    # re.split(r'([ws]+)', text), empty pieces dropped.
    ws = _whitespace
    n = len(text)
    chunks = []
    i = 0
    while i < n:
        j = i + 1
        if text[i] in ws:
            while j < n and text[j] in ws:
                j += 1
        else:
            while j < n and text[j] not in ws:
                j += 1
        chunks.append(text[i:j])
        i = j
    return chunks


def _sentence_end(chunk):
    # [a-z][\.\!\?][\"\']?\Z
    n = len(chunk)
    if n >= 1 and chunk[-1] in '"\'':
        n -= 1
    return n >= 2 and chunk[n - 1] in '.!?' and 'a' <= chunk[n - 2] <= 'z'


class TextWrapper:
    """
    Object for wrapping/filling text.  The public interface consists of
    the wrap() and fill() methods; the other methods are just there for
    subclasses to override in order to tweak the default behaviour.
    """

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self,
                 width=70,
                 initial_indent="",
                 subsequent_indent="",
                 expand_tabs=True,
                 replace_whitespace=True,
                 fix_sentence_endings=False,
                 break_long_words=True,
                 drop_whitespace=True,
                 break_on_hyphens=True,
                 tabsize=8,
                 *,
                 max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks)-1:
            if chunks[i+1] == " " and _sentence_end(chunks[i]):
                chunks[i+1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or
                    len(lines) + 1 < self.max_lines or
                    (not chunks or
                     self.drop_whitespace and
                     len(chunks) == 1 and
                     not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip() and
                            cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if (len(prev_line) + len(self.placeholder) <=
                                    self.width):
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    # CPython: lines of only blanks and tabs become empty; the margin is the longest common
    # prefix of the other lines' leading blanks and tabs; lines are split on "\n" only.
    lines = text.split('\n')
    margin = None
    for k in range(len(lines)):
        line = lines[k]
        stripped = line.lstrip(' \t')
        if not stripped:
            if line:
                lines[k] = ''
            continue
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for i, (x, y) in enumerate(zip(margin, indent)):
                if x != y:
                    margin = margin[:i]
                    break
    if margin:
        m = len(margin)
        for k in range(len(lines)):
            if lines[k].startswith(margin):
                lines[k] = lines[k][m:]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
)PY";
}

}  // namespace basilisk::stdlib
