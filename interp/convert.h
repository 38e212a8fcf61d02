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
HostValue from_vm(vm::Vm& machine, vm::Value value);

}  // namespace basilisk::interp
