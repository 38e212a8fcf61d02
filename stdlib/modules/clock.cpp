// The host's clock as the time and datetime modules read it: the instant the host gave at start
// (vm::Vm::world, recorded in snapshots), or a clear RuntimeError when it gave none. The sandbox
// never reads the machine's clock itself.
#include "stdlib/modules/registry.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

vm::Value host_now_us(vm::Vm& vm, const vm::CallArgs&) {
    if (!vm.world.has_clock)
        return vm.raise(vm::TypeId::RuntimeError,
                        "the current time is not available: the host gave no clock "
                        "(SandboxConfig::clock_us, serve's \"now\", or run --now)");
    return vm.new_int(vm.world.now_us);
}

}  // namespace

void time_natives(vm::NativeRegistry& reg) { reg.add_module_function("time", "_host_now_us", host_now_us); }

}  // namespace basilisk::stdlib
