#pragma once
// The built-in modules' parts, one declaration per module file. The table that names them all
// (and is the one source of truth for what `import` finds and what the constraints prompt
// lists) is in registry.cpp; vm/native.h declares its entry type, vm::ModuleDef.
#include <string_view>

#include "vm/native.h"

namespace basilisk::stdlib {

// Called once per process from native_registry(): every module's register_natives.
void register_module_natives(vm::NativeRegistry& reg);

// ---- One line per module ----
void register_math_natives(vm::NativeRegistry& reg);  // math.cpp (+ math_*.cpp)
std::string_view keyword_source();                    // keyword.cpp (Python)
std::string_view asyncio_source();                    // asyncio_source.cpp (Python)
void asyncio_natives(vm::NativeRegistry& reg);        // asyncio.cpp
bool asyncio_fill(vm::Vm& vm, vm::Value dict);        // asyncio.cpp
std::string_view json_source();                       // json/json_source.cpp (Python)
void json_natives(vm::NativeRegistry& reg);           // json/json_*.cpp
std::string_view binascii_source();                   // base64/binascii_source.cpp (Python)
void binascii_natives(vm::NativeRegistry& reg);       // base64/binascii.cpp
std::string_view base64_source();                     // base64/base64_source.cpp (Python)
std::string_view re_source();                         // re/re_source.cpp (Python)
namespace re {
void register_pattern_natives(vm::NativeRegistry& reg);  // re/pattern_methods.cpp (+ re/*.cpp)
}
std::string_view collections_source();                // collections/source.cpp (Python)
void collections_natives(vm::NativeRegistry& reg);    // collections/count.cpp
std::string_view collections_abc_source();            // collections/abc_source.cpp (Python)
std::string_view itertools_source();                  // itertools.cpp (Python)
std::string_view functools_source();                  // functools.cpp (Python)
std::string_view operator_source();                   // operator.cpp (Python)
std::string_view heapq_source();                      // heapq.cpp (Python)
std::string_view bisect_source();                     // bisect.cpp (Python)
std::string_view copy_source();                       // copy.cpp (Python)
std::string_view dataclasses_source();                // dataclasses.cpp (Python)
void dataclasses_natives(vm::NativeRegistry& reg);    // dataclasses_native.cpp
std::string_view datetime_source();                   // datetime.cpp (joins the two below)
std::string_view datetime_core_source();              // datetime_source.cpp (Python)
std::string_view datetime_format_source();            // datetime_format_source.cpp (Python)
std::string_view time_source();                       // time_source.cpp (Python)
void time_natives(vm::NativeRegistry& reg);           // clock.cpp
std::string_view random_source();                     // random_source.cpp (Python)
void random_natives(vm::NativeRegistry& reg);         // random.cpp
std::string_view enum_source();                       // enum.cpp (Python)
std::string_view abc_source();                        // abc.cpp (Python)
std::string_view contextlib_source();                 // contextlib.cpp (Python)
std::string_view sys_source();                        // sys.cpp (Python)
std::string_view future_source();                     // future/future_source.cpp (Python: __future__)
std::string_view typing_source();                     // typing.cpp (Python)
void typing_natives(vm::NativeRegistry& reg);        // typing/typing_native.cpp
std::string_view uuid_source();                       // uuid_source.cpp (Python)
void uuid_natives(vm::NativeRegistry& reg);           // random.cpp (its digests)
std::string_view string_source();                     // string/string_source.cpp (Python)
std::string_view textwrap_source();                   // textwrap/textwrap_source.cpp (Python)
std::string_view fractions_source();                  // fractions/fractions_source.cpp (Python)
std::string_view statistics_source();                 // statistics/statistics_source.cpp (Python)
void statistics_natives(vm::NativeRegistry& reg);     // statistics/statistics_native.cpp
std::string_view types_source();                      // types/types_source.cpp (Python)
void types_natives(vm::NativeRegistry& reg);          // types/types_native.cpp
std::string_view hashlib_source();                    // hashlib/hashlib_source.cpp (Python)
void hashlib_natives(vm::NativeRegistry& reg);        // hashlib/hashlib.cpp (+ hash_state, keccak, blake2)
std::string_view io_source();                         // io/io_source.cpp (Python)
std::string_view traceback_source();                  // traceback.cpp (Python)
void traceback_natives(vm::NativeRegistry& reg);      // traceback.cpp
void contextlib_natives(vm::NativeRegistry& reg);     // traceback.cpp (_tb_mark, _tb_reset)
std::string_view csv_source();                        // csv/csv_source.cpp (Python)
std::string_view pprint_source();                     // pprint/pprint_source.cpp (Python)
std::string_view hmac_source();                       // hmac/hmac_source.cpp (Python)
std::string_view calendar_source();                   // calendar/calendar_source.cpp (Python)

}  // namespace basilisk::stdlib
