#pragma once
// Internal to interp/: host values to VM values and back.
#include <string>

#include "interp/values.h"
#include "vm/vm.h"

namespace basilisk::interp {

// Builds `value` in `machine`'s heap. On failure (an unhashable dict key or set item) returns
// false with the reason in `error`; nothing is left pending in the VM.
bool to_vm(vm::Vm& machine, const HostValue& value, vm::Value& out, std::string& error);

// Reads a VM value. Values with no host form become HostRepr (their repr()); a container that
// contains itself shows the inner occurrence as HostRepr("[...]") / "{...}" / "(...)".
// Throws ValueLimitError when the value is nested deeper than the recursion limit or its text
// would pass the output limit: `[x] * 1000` of a 10 MB string is 10 GB of JSON, and a list nested
// a million deep overflowed the C++ stack (basilisk serve died with SIGSEGV).
HostValue from_vm(vm::Vm& machine, vm::Value value);
struct ValueLimitError {
    std::string key;   // "max_recursion_depth" or "max_output_bytes"
};

}  // namespace basilisk::interp
