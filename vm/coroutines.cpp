// Coroutines and async generators: the methods of their objects and the natives the prelude's
// async-generator machinery stands on. Both are GeneratorObjects (a suspended frame); `await`
// delegates to a coroutine exactly as `yield from` delegates to a generator (DESIGN.md decision 11).
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

Value normalize_thrown(Vm& vm, const CallArgs& a) {
    if (a.size() < 2 || a.size() > 4)
        return vm.raise(TypeId::TypeError, fmt::format("throw expected at least 1 argument, got {}", a.size() - 1));
    Value exc = a[1];
    if (exc.is_type() || vm.is_kind(exc, ObjKind::Class)) {
        if (!vm.is_subclass(exc, Value::type(uint32_t(TypeId::BaseException))))
            return vm.raise(TypeId::TypeError, "exceptions must be classes or instances deriving from BaseException, not type");
        if (a.size() >= 3 && vm.isinstance(a[2], exc)) return a[2];
        std::vector<Value> args;
        if (a.size() >= 3 && !a[2].is_none()) {
            if (vm.is_kind(a[2], ObjKind::Tuple)) args = vm.as<TupleObject>(a[2]).items;
            else args.push_back(a[2]);
        }
        Value made = vm.call(exc, args);
        if (made.is_error() || vm.is_kind(made, ObjKind::Exception)) return made;
        // A __new__ that returns something else (CPython's _PyErr_CreateException check).
        return vm.raise(TypeId::TypeError, fmt::format("calling {} should have returned an instance of BaseException, not {}",
                                                       vm.repr_string(exc).value_or("?"), vm.type_name(made)));
    }
    if (!vm.is_kind(exc, ObjKind::Exception))
        return vm.raise(TypeId::TypeError,
                        fmt::format("exceptions must be classes or instances deriving from BaseException, not {}", vm.type_name(exc)));
    if (a.size() >= 3 && !a[2].is_none())
        return vm.raise(TypeId::TypeError, "instance exception may not have a separate value");
    return exc;
}

const char* frame_object_noun(ObjKind kind) {
    switch (kind) {
    case ObjKind::Coroutine: return "coroutine";
    case ObjKind::AsyncGenerator: return "async generator";
    default: return "generator";
    }
}

namespace {

Value coroutine_send(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("send() takes exactly one argument ({} given)", a.size() - 1));
    Value v = vm.generator_next(a[0], a[1]);
    if (v.is_undefined()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    return v;
}

Value coroutine_throw(Vm& vm, const CallArgs& a) {
    Value exc = normalize_thrown(vm, a);
    if (exc.is_error()) return exc;
    return vm.generator_throw(a[0], exc);
}

Value coroutine_close(Vm& vm, const CallArgs& a) { return vm.generator_close(a[0]); }

Value self_of(Vm&, const CallArgs& a) { return a[0]; }

// agen.__anext__() / agen.asend(v): an awaitable that runs the generator to its next value.
Value async_gen_anext(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, fmt::format("expected 0 arguments, got {}", a.size() - 1));
    return vm.tail_call_prelude("aw_agen_asend", {a[0], Value::none()});
}

Value async_gen_asend(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("asend() takes exactly one argument ({} given)", a.size() - 1));
    return vm.tail_call_prelude("aw_agen_asend", {a[0], a[1]});
}

Value async_gen_athrow(Vm& vm, const CallArgs& a) {
    Value exc = normalize_thrown(vm, a);
    if (exc.is_error()) return exc;
    return vm.tail_call_prelude("aw_agen_athrow", {a[0], exc});
}

Value async_gen_aclose(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, fmt::format("expected 0 arguments, got {}", a.size() - 1));
    return vm.tail_call_prelude("aw_agen_aclose", {a[0]});
}

// _agen_send(agen, v) and _agen_throw(agen, exc) resume the raw frame of an async generator (the
// interpreter does it in its own loop, so the generator can pause for a host call); these bodies
// serve calls from native code.
Value agen_send(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !vm.is_kind(a[0], ObjKind::AsyncGenerator))
        return vm.raise(TypeId::TypeError, "_agen_send(agen, value)");
    Value v = vm.generator_next(a[0], a[1]);
    if (v.is_undefined()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    return v;
}

Value agen_throw(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !vm.is_kind(a[0], ObjKind::AsyncGenerator))
        return vm.raise(TypeId::TypeError, "_agen_throw(agen, exc)");
    return vm.generator_throw(a[0], a[1]);
}

// Whether the async generator's last suspension was its own `yield` (a value for the consumer).
Value agen_yielded(Vm& vm, const CallArgs& a) {
    if (a.size() != 1 || !vm.is_kind(a[0], ObjKind::AsyncGenerator))
        return vm.raise(TypeId::TypeError, "_agen_yielded(agen)");
    return Value::boolean(vm.as<GeneratorObject>(a[0]).value_yield);
}

}  // namespace

void register_coroutine_natives(NativeRegistry& reg) {
    reg.add_method(TypeId::Coroutine, "send", coroutine_send);
    reg.add_method(TypeId::Coroutine, "throw", coroutine_throw);
    reg.add_method(TypeId::Coroutine, "close", coroutine_close);
    reg.add_method(TypeId::AsyncGenerator, "__aiter__", self_of);
    reg.add_method(TypeId::AsyncGenerator, "__anext__", async_gen_anext);
    reg.add_method(TypeId::AsyncGenerator, "asend", async_gen_asend);
    reg.add_method(TypeId::AsyncGenerator, "athrow", async_gen_athrow);
    reg.add_method(TypeId::AsyncGenerator, "aclose", async_gen_aclose);
    reg.add_builtin_function("_agen_send", agen_send);
    reg.add_builtin_function("_agen_throw", agen_throw);
    reg.add_builtin_function("_agen_yielded", agen_yielded);
}

}  // namespace basilisk::vm

namespace basilisk::vm {

Value Vm::get_awaitable(Value v, uint32_t where) {
    if (is_kind(v, ObjKind::Coroutine)) return v;
    if (is_kind(v, ObjKind::Generator)) {
        const auto& g = as<GeneratorObject>(v);
        if (code(g.frame.program, g.frame.code).flags & kCodeIterableCoroutine) return v;
    }
    Value method = v.is_object() || v.is_type() ? lookup_in_class(type_of(v), "__await__") : Value::undefined();
    if (method.is_undefined()) {
        if (where == 1)
            return raise(TypeId::TypeError, fmt::format("'async with' received an object from __aenter__ that does not implement __await__: {}", type_name(v)));
        if (where == 2)
            return raise(TypeId::TypeError, fmt::format("'async with' received an object from __aexit__ that does not implement __await__: {}", type_name(v)));
        return raise(TypeId::TypeError, fmt::format("object {} can't be used in 'await' expression", type_name(v)));
    }
    Value it = call_method_if_exists(v, "__await__", {});
    if (it.is_error()) return it;
    if (is_kind(it, ObjKind::Coroutine)) return raise(TypeId::TypeError, "__await__() returned a coroutine");
    bool iterator = is_kind(it, ObjKind::Generator) || is_kind(it, ObjKind::SeqIter) || is_kind(it, ObjKind::Enumerate) ||
                    is_kind(it, ObjKind::Zip) || (it.is_object() && !lookup_in_class(type_of(it), "__next__").is_undefined());
    if (!iterator) return raise(TypeId::TypeError, fmt::format("__await__() returned non-iterator of type '{}'", type_name(it)));
    return it;
}

Value Vm::get_async_iter(Value v) {
    Value method = v.is_object() ? lookup_in_class(type_of(v), "__aiter__") : Value::undefined();
    if (method.is_undefined())
        return raise(TypeId::TypeError, fmt::format("'async for' requires an object with __aiter__ method, got {}", type_name(v)));
    Value it = call_method_if_exists(v, "__aiter__", {});
    if (it.is_error()) return it;
    Value next = it.is_object() ? lookup_in_class(type_of(it), "__anext__") : Value::undefined();
    if (next.is_undefined())
        return raise(TypeId::TypeError, fmt::format("'async for' received an object from __aiter__ that does not implement __anext__: {}", type_name(it)));
    return it;
}

Value Vm::get_async_next(Value aiter) {
    Value method = aiter.is_object() ? lookup_in_class(type_of(aiter), "__anext__") : Value::undefined();
    if (method.is_undefined())
        return raise(TypeId::TypeError, fmt::format("'async for' requires an iterator with __anext__ method, got {}", type_name(aiter)));
    Value aw = call_method_if_exists(aiter, "__anext__", {});
    if (aw.is_error()) return aw;
    Value it = get_awaitable(aw, 0);
    if (it.is_error()) {
        Value cause = take_exception();
        raise(TypeId::TypeError, fmt::format("'async for' received an invalid object from __anext__: {}", type_name(aw)));
        as<ExceptionObject>(m_exception).cause = cause;
        return Value::error();
    }
    return it;
}

Value yield_from_step(Vm& vm, Value it, Value sent) {
    if (!sent.is_none()) {
        Value send = vm.get_attr(it, "send");
        if (send.is_error()) return send;
        return vm.call(send, std::span<const Value>(&sent, 1));
    }
    if (vm.is_kind(it, ObjKind::Instance) || vm.is_kind(it, ObjKind::Exception)) {
        // Called directly rather than through iter_next, which would swallow the StopIteration
        // whose value `yield from` returns.
        Value r = call_dunder(vm, it, "__next__", {});
        if (!r.is_undefined()) return r;
    }
    return vm.iter_next(it);
}

Value stop_iteration_value(Vm& vm, Value exception) {
    if (!vm.is_kind(exception, ObjKind::Exception)) return Value::none();
    Value args = vm.as<ExceptionObject>(exception).args;
    if (!vm.is_kind(args, ObjKind::Tuple) || vm.as<TupleObject>(args).items.empty()) return Value::none();
    return vm.as<TupleObject>(args).items[0];
}

}  // namespace basilisk::vm
