// asyncio's native parts: the type tests the Python part cannot make itself, and _host_wait, the
// host function through which the event loop pauses when no task can run (interp/ turns that
// pause into a PendingCalls event and its answer into the list _host_wait returns).
#include "stdlib/modules/registry.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

Value is_coroutine(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, "_is_coroutine(obj)");
    return Value::boolean(vm.is_kind(a[0], ObjKind::Coroutine));
}

// A generator that `await` accepts as it is (an iterable coroutine: the prelude's awaitables, such
// as an async generator's __anext__() or anext(it, default)).
Value is_awaitable_generator(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, "_is_awaitable_generator(obj)");
    if (!vm.is_kind(a[0], ObjKind::Generator)) return Value::boolean(false);
    const auto& g = vm.as<vm::GeneratorObject>(a[0]);
    return Value::boolean((vm.code(g.frame.program, g.frame.code).flags & vm::kCodeIterableCoroutine) != 0);
}

// A function defined with `async def` (bound methods and staticmethods unwrapped).
Value is_coroutine_function(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, "_is_coroutine_function(func)");
    Value f = a[0];
    for (int i = 0; i < 8; ++i) {
        if (vm.is_kind(f, ObjKind::BoundMethod)) f = vm.as<vm::BoundMethodObject>(f).func;
        else if (vm.is_kind(f, ObjKind::StaticMethod) || vm.is_kind(f, ObjKind::ClassMethod)) f = vm.as<vm::DescriptorObject>(f).fget;
        else break;
    }
    if (!vm.is_kind(f, ObjKind::Function)) return Value::boolean(false);
    const auto& fn = vm.as<vm::FunctionObject>(f);
    return Value::boolean((vm.code(fn.program, fn.code).flags & vm::kCodeCoroutine) != 0);
}

}  // namespace

void asyncio_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("asyncio", "_is_coroutine", is_coroutine);
    reg.add_module_function("asyncio", "_is_coroutine_function", is_coroutine_function);
    reg.add_module_function("asyncio", "_is_awaitable_generator", is_awaitable_generator);
}

bool asyncio_fill(Vm& vm, Value dict) {
    Value wait = Value::object(vm.heap.make<vm::HostFunctionObject>(std::string(Vm::kAsyncWaitName)));
    return vm.dict_set(dict, vm.interned("_host_wait"), wait);
}

}  // namespace basilisk::stdlib
