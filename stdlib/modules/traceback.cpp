// traceback: the text functions of CPython 3.11's module (format_exc, format_exception,
// format_exception_only), formatted by the interpreter's own traceback printer, so they read
// exactly as an uncaught exception does on stderr. Traceback and frame objects are not exposed
// (DEVIATIONS.md), so extract_tb, format_tb and walk_tb are absent; print_exc and print_exception
// write to the file they are given, and with none print nothing (there is no stderr).
#include <fmt/format.h>

#include "stdlib/modules/registry.h"
#include "vm/objects.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// _format(exc): the whole report: the chain, each traceback, the last line and the notes.
Value tb_format(Vm& vm, const CallArgs& a) {
    if (a.size() != 1 || !vm.is_kind(a[0], ObjKind::Exception)) return vm.raise(TypeId::TypeError, "_format() takes an exception");
    return vm.new_str(vm.format_traceback(a[0]));
}

// _format_only(exc): the last line ("Did you mean" included), without the notes, the
// traceback or the chain (CPython's TracebackException.format_exception_only).
Value tb_format_only(Vm& vm, const CallArgs& a) {
    if (a.size() != 1 || !vm.is_kind(a[0], ObjKind::Exception)) return vm.raise(TypeId::TypeError, "_format_only() takes an exception");
    if (vm.isinstance(a[0], TypeId::BaseExceptionGroup)) return vm.new_str(vm.format_exception_line(a[0]) + "\n");
    auto& e = vm.as<vm::ExceptionObject>(a[0]);
    std::vector<vm::TracebackEntry> traceback;
    traceback.swap(e.traceback);
    Value cause = e.cause, context = e.context;
    e.cause = Value::none();
    e.context = Value::none();
    std::string text = vm.format_traceback(a[0]);
    auto& back = vm.as<vm::ExceptionObject>(a[0]);
    back.traceback.swap(traceback);
    back.cause = cause;
    back.context = context;
    // The report is the last line, its "Did you mean" and the notes: keep the first two (the
    // notes are formatted in Python, one piece per line as CPython yields them).
    std::string line = vm.format_exception_line(a[0]);
    if (text.compare(0, line.size(), line) == 0) {
        size_t end = text.find('\n', line.size());
        line = text.substr(0, end == std::string::npos ? text.size() : end);
    }
    return vm.new_str(line + "\n");
}

// _handled(): the exception being handled (sys.exc_info()[1]), or None.
Value tb_handled(Vm& vm, const CallArgs&) {
    Value h = vm.handled_exception();
    return vm.is_kind(h, ObjKind::Exception) ? h : Value::none();
}

// contextlib's _tb_mark(exc): how many traceback entries exc has. _tb_reset(exc, mark) drops
// the ones added since: CPython's generator context managers set exc.__traceback__ back to
// the traceback __exit__ received after throwing exc into the generator, so the report shows
// where the with body raised and not the generator's and __exit__'s frames. (There are no
// traceback objects to assign here.)
Value tb_mark(Vm& vm, const CallArgs& a) {
    if (a.size() != 1 || !vm.is_kind(a[0], ObjKind::Exception)) return Value::small_int(0);
    return Value::small_int(int64_t(vm.as<vm::ExceptionObject>(a[0]).traceback.size()));
}

Value tb_reset(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !vm.is_kind(a[0], ObjKind::Exception) || !a[1].is_small_int()) return Value::none();
    auto& tb = vm.as<vm::ExceptionObject>(a[0]).traceback;
    int64_t mark = a[1].as_small_int();
    if (mark >= 0 && size_t(mark) < tb.size()) tb.resize(size_t(mark));
    return Value::none();
}

}  // namespace

void contextlib_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("contextlib", "_tb_mark", tb_mark);
    reg.add_module_function("contextlib", "_tb_reset", tb_reset);
}

void traceback_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("traceback", "_format", tb_format);
    reg.add_module_function("traceback", "_format_only", tb_format_only);
    reg.add_module_function("traceback", "_handled", tb_handled);
}

std::string_view traceback_source() {
    return R"PY(
"""Extract, format and print information about Python stack traces."""

__all__ = ['format_exc', 'format_exception', 'format_exception_only', 'print_exc', 'print_exception']

_sentinel = object()


def _chunks(text):
    # CPython's pieces: the header, one per frame (its File line and source line), each line of
    # the last line and notes, and each chain separator with its blank lines.
    lines = text.splitlines(True)
    out = []
    i = 0
    n = len(lines)
    while i < n:
        line = lines[i]
        if line.startswith('  File "'):
            j = i + 1
            while j < n and lines[j].startswith('    '):
                j += 1
            out.append(''.join(lines[i:j]))
            i = j
        elif (line == '\n' and i + 2 < n and lines[i + 2] == '\n'
              and lines[i + 1].startswith(('The above exception', 'During handling'))):
            out.append(''.join(lines[i:i + 3]))
            i += 3
        else:
            out.append(line)
            i += 1
    return out


def _value_of(exc, value):
    if value is _sentinel:
        return exc
    return value


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """Format a stack trace and the exception information.

    The arguments have the same meaning as the corresponding arguments
    to print_exception().  The return value is a list of strings, each
    ending in a newline and some containing internal newlines.  When
    these lines are concatenated and printed, exactly the same text is
    printed as does print_exception().
    """
    value = _value_of(exc, value)
    if value is None:
        return ['NoneType: None\n']
    if not isinstance(value, BaseException):
        raise TypeError(f'Exception expected for value, {type(value).__name__} found')
    return _chunks(_format(value))


def format_exception_only(exc, /, value=_sentinel):
    """Format the exception part of a traceback.

    The return value is a list of strings, each ending in a newline.
    """
    value = _value_of(exc, value)
    if value is None:
        return ['NoneType: None\n']
    if not isinstance(value, BaseException):
        raise TypeError(f'Exception expected for value, {type(value).__name__} found')
    lines = [_format_only(value)]
    notes = getattr(value, '__notes__', None)
    if isinstance(notes, (list, tuple)):
        for note in notes:
            try:
                note = str(note)
            except Exception:
                note = '<note str() failed>'
            lines.extend([l + '\n' for l in note.split('\n')])
    elif notes is not None:
        try:
            lines.append(repr(notes))
        except Exception:
            lines.append('<__notes__ repr() failed>')
    return lines


def format_exc(limit=None, chain=True):
    """Like print_exc() but return a string."""
    return ''.join(format_exception(_handled(), limit=limit, chain=chain))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    """Print exception up to 'limit' stack trace entries from 'tb' to 'file'.

    With no file the report would go to sys.stderr, which the sandbox does not have: nothing
    is printed (DEVIATIONS.md).
    """
    lines = format_exception(exc, value, tb, limit=limit, chain=chain)
    if file is None:
        return
    for line in lines:
        print(line, file=file, end="")


def print_exc(limit=None, file=None, chain=True):
    """Shorthand for 'print_exception(sys.exception(), limit, file, chain)'."""
    print_exception(_handled(), limit=limit, file=file, chain=chain)
)PY";
}

}  // namespace basilisk::stdlib
