#pragma once
// Argument handling for native functions: arity checks and keyword binding that reproduce
// CPython's several message styles (they differ by how the CPython function is declared), and
// conversions of common argument kinds (str, index, slice index). Every function reports a
// failure by raising in the Vm and returning false / nullopt / nullptr.
//
// `self` is the number of implicit leading values in a.pos (1 for methods, where a.pos[0] is the
// instance); messages count only the explicit arguments.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "stdlib/text/text_result.h"
#include "vm/root_scope.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

using vm::CallArgs;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// "str.upper() takes no arguments (1 given)"; keywords: "str.upper() takes no keyword arguments".
bool check_no_args(Vm& vm, const CallArgs& a, std::string_view qualname, size_t self = 1);
// "len() takes exactly one argument (2 given)", "str.join() takes exactly one argument (0 given)".
bool check_one_arg(Vm& vm, const CallArgs& a, std::string_view qualname, size_t self = 1);
// "len() takes no keyword arguments".
bool check_no_kwargs(Vm& vm, const CallArgs& a, std::string_view qualname);
// Argument Clinic positional-only style: "insert expected 2 arguments, got 1",
// "center expected at least 1 argument, got 0", "pop expected at most 1 argument, got 2".
// Keywords: "<qualname>() takes no keyword arguments".
bool check_expected(Vm& vm, const CallArgs& a, std::string_view name, std::string_view qualname, size_t min,
                    size_t max, size_t self = 1);
// PyArg_ParseTuple style: "find() takes at least 1 argument (0 given)",
// "find() takes at most 3 arguments (4 given)". Keywords: "<qualname>() takes no keyword arguments".
bool check_takes(Vm& vm, const CallArgs& a, std::string_view name, std::string_view qualname, size_t min,
                 size_t max, size_t self = 1);

// Argument Clinic keyword binding. Parameters `names` in order: the first `posonly` are
// positional-only, the first `maxpos` may be passed positionally, the rest are keyword-only; the
// first `minpos` are required. out[i] receives the value of names[i] or undefined() when absent.
// Messages: "split() takes at most 2 arguments (3 given)", "... 2 keyword arguments (3 given)",
// "sort() takes no positional arguments", "sum() takes at least 1 positional argument (0 given)",
// "enumerate() missing required argument 'iterable' (pos 1)",
// "argument for split() given by name ('sep') and position (1)",
// "'x' is an invalid keyword argument for split()".
struct ParamSpec {
    std::string_view fname;
    std::initializer_list<std::string_view> names;
    size_t posonly = 0;
    size_t maxpos = 0;
    size_t minpos = 0;
};
bool bind_args(Vm& vm, const CallArgs& a, const ParamSpec& spec, Value* out, size_t self = 1);
// Keyword-only parameters after *args (print, min, max, zip): binds the keywords only.
// "'x' is an invalid keyword argument for print()", "min() takes at most 2 keyword arguments (3 given)".
bool bind_kwonly(Vm& vm, const CallArgs& a, std::string_view fname, std::initializer_list<std::string_view> names,
                 Value* out);

// ---- Conversions ----
// An int or an object with __index__, as int64: TypeError "'str' object cannot be interpreted as
// an integer"; OverflowError "Python int too large to convert to C ssize_t".
std::optional<int64_t> to_ssize(Vm& vm, Value v);
// Like to_ssize but out-of-range ints saturate (used where CPython clamps, e.g. find's start).
std::optional<int64_t> to_index_clamped(Vm& vm, Value v);
// find()/count() start and end: None or undefined gives `dflt`; ints clamp; otherwise TypeError
// "slice indices must be integers or None or have an __index__ method".
std::optional<int64_t> slice_index(Vm& vm, Value v, int64_t dflt);
// The str's UTF-8 text, or nullptr when v is not a str.
std::optional<std::string_view> str_ptr(Vm& vm, Value v);
// bytes data, or nullptr.
const std::string* bytes_ptr(Vm& vm, Value v);
// An int value as int64 if it fits (small, bool or big within range).
std::optional<int64_t> int_value(Vm& vm, Value v);

// Raises a text-library error in the VM.
Value raise_text_error(Vm& vm, const text::TextError& e);

using vm::RootScope;

// The "NAME" of a keyword name value.
std::string_view kw_name(Vm& vm, const CallArgs& a, size_t i);

}  // namespace basilisk::stdlib
