#pragma once
// What the json module's native files share: the natives its Python part (json_source.cpp)
// calls. They mirror CPython's _json accelerator: the Python part keeps the API (dumps, loads,
// JSONEncoder, JSONDecoder, JSONDecodeError) and hands the hot paths to these.
#include "vm/native.h"
#include "vm/vm.h"

namespace basilisk::stdlib::json {

using vm::CallArgs;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// _encode(obj, indent, key_sep, item_sep, sort_keys, skipkeys, ensure_ascii, check_circular,
//         allow_nan, has_default) -> str, or None when the document needs the Python encoder
// (an object only `default` can turn into JSON, or a dict subclass with its own items()).
Value encode(Vm& vm, const CallArgs& a);
// _encode_str(s, ensure_ascii) -> the JSON literal of s (encode_basestring[_ascii]).
Value encode_str(Vm& vm, const CallArgs& a);
// _decode(s, idx, whole, strict, hooks, error_class) -> value (whole) or (value, end).
// `hooks` says which callbacks the Python part will apply afterwards (kHook* bits): those
// places are left as tagged tuples (json_source.cpp's _run_hooks).
Value decode(Vm& vm, const CallArgs& a);

inline constexpr int kHookObject = 1;       // object_hook: ('o', dict)
inline constexpr int kHookPairs = 2;        // object_pairs_hook: ('p', [(key, value), ...])
inline constexpr int kHookFloat = 4;        // parse_float: ('f', text)
inline constexpr int kHookInt = 8;          // parse_int: ('i', text)
inline constexpr int kHookConstant = 16;    // parse_constant: ('c', text)

}  // namespace basilisk::stdlib::json
