// The core built-in functions (print, len, sorted, min/max, isinstance, getattr, ...) and the
// constructors of the container types, registered as "__new__" static methods of their types.
//
// Functions that call back into Python (sorted/min/max key=, map, filter) use vm.call(), which
// runs Python code in a nested loop: a host call made from inside such a callback cannot pause
// the execution yet (DESIGN.md decision 1 asks for that; see the report of this file's author).
#include <fmt/format.h>

#include <limits>

#include "stdlib/register.h"
#include "vm/for_each_item.h"
#include "vm/set_algebra.h"
#include "vm/vm_internal.h"
#include "stdlib/text/str_methods.h"
#include "stdlib/text/utf8.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

constexpr Value type_value(TypeId t) { return Value::type(uint32_t(t)); }

Value make_object(Vm& vm, std::unique_ptr<vm::Object> obj) { return Value::object(vm.heap.adopt(std::move(obj))); }

bool is_class(Vm& vm, Value v) { return v.is_type() || vm.is_kind(v, ObjKind::Class); }

Value make_iterator_over(Vm& vm, std::vector<Value> items) {
    Value list = vm.new_list(std::move(items));
    return vm.get_iter(list);
}

// ---- exit / quit ---------------------------------------------------------------------------

// exit(code=None), quit(code=None): what CPython's site module installs for `python3 file.py`;
// they raise SystemExit(code), which `basilisk run` turns into the exit status.
Value builtin_exit(Vm& vm, const CallArgs& a) {
    Value code[1];
    if (!bind_args(vm, a, ParamSpec{"__call__", {"code"}, 0, 1, 0}, code, 0)) return Value::error();
    Value arg = code[0].is_undefined() ? Value::none() : code[0];
    return vm.raise_value(vm.make_exception(type_value(TypeId::SystemExit), {arg}));
}

// ---- print ---------------------------------------------------------------------------------

// print(*objects, sep=' ', end='\n', file=None, flush=False): sep and end must be str or None.
Value builtin_print(Vm& vm, const CallArgs& a) {
    Value kw[4];
    if (!bind_kwonly(vm, a, "print", {"sep", "end", "file", "flush"}, kw)) return Value::error();
    std::string_view sep = " ", end = "\n";
    if (!kw[0].is_undefined() && !kw[0].is_none()) {
        if (!vm.is_str(kw[0]))
            return vm.raise(TypeId::TypeError, fmt::format("sep must be None or a string, not {}", vm.type_name(kw[0])));
        sep = vm.str_of(kw[0]);
    }
    if (!kw[1].is_undefined() && !kw[1].is_none()) {
        if (!vm.is_str(kw[1]))
            return vm.raise(TypeId::TypeError, fmt::format("end must be None or a string, not {}", vm.type_name(kw[1])));
        end = vm.str_of(kw[1]);
    }
    bool to_output = kw[2].is_undefined() || kw[2].is_none();
    if (!to_output) {
        // A file-like object: as CPython, one write() per item, separator and end (a writer
        // that records its calls sees the same calls), the end written even when empty.
        Value write = vm.get_attr(kw[2], "write");
        if (write.is_error()) return write;
        auto put = [&](Value text) {
            Value args[] = {text};
            return !vm.call(write, std::span<const Value>(args)).is_error();
        };
        for (size_t i = 0; i < a.pos.size(); ++i) {
            if (i && !put(vm.new_str(sep))) return Value::error();
            Value v = a.pos[i];
            Value text = vm.is_str(v) && vm.as<vm::StrObject>(v).cls().is_none() ? v : vm.str(v);
            if (text.is_error() || !put(text)) return Value::error();
        }
        if (!put(vm.new_str(end))) return Value::error();
        if (!kw[3].is_undefined()) {
            int flush = vm.truthy(kw[3]);
            if (flush < 0) return Value::error();
            if (flush) {
                Value fl = vm.get_attr(kw[2], "flush");
                if (fl.is_error() || vm.call(fl, std::span<const Value>{}).is_error()) return Value::error();
            }
        }
        return Value::none();
    }
    std::string out;
    for (size_t i = 0; i < a.pos.size(); ++i) {
        if (i) out += sep;
        Value v = a.pos[i];
        if (vm.is_str(v) && vm.as<vm::StrObject>(v).cls().is_none()) {
            out += vm.str_of(v);
        } else {
            std::optional<std::string> s = vm.str_string(v);
            if (!s) return Value::error();
            out += *s;
        }
        // The text cannot be written once past the output limit: stop building it there
        // (print(*['x' * 10**6] * 10**4) would build 10 GB first).
        if (to_output && !vm.output_fits(out.size())) return vm.fail_limit("max_output_bytes");
    }
    out += end;
    if (!vm.write_output(out)) return Value::error();
    return Value::none();
}

// ---- len, repr, ascii, hash, format, id, callable, chr, ord --------------------------------

Value builtin_len(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "len", 0)) return Value::error();
    std::optional<int64_t> n = vm.length(a[0]);
    if (!n) return Value::error();
    return vm.new_int(*n);
}

Value builtin_repr(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "repr", 0)) return Value::error();
    return vm.repr(a[0]);
}

Value builtin_ascii(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "ascii", 0)) return Value::error();
    return ascii_of(vm, a[0]);
}

Value builtin_hash(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "hash", 0)) return Value::error();
    std::optional<int64_t> h = vm.hash(a[0]);
    if (!h) return Value::error();
    return vm.new_int(*h);
}

Value builtin_format(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "format", "format", 1, 2, 0)) return Value::error();
    std::string_view spec;
    if (a.size() == 2) {
        if (!vm.is_str(a[1]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("format() argument 2 must be str, not {}", vm.type_name(a[1])));
        spec = vm.str_of(a[1]);
    }
    return vm.format(a[0], spec);
}

Value builtin_id(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "id", 0)) return Value::error();
    return vm.new_int(object_id(a[0]));
}

bool is_callable(Vm& vm, Value v) {
    if (v.is_builtin() || v.is_type()) return true;
    if (!v.is_object()) return false;
    switch (vm.kind_of(v)) {
    case ObjKind::Function:
    case ObjKind::BoundMethod:
    case ObjKind::Class:
    case ObjKind::GenericAlias:   // list[int](...) calls list
    case ObjKind::HostFunction: return true;
    case ObjKind::Instance:
    case ObjKind::Exception: return !vm.lookup_in_class(vm.type_of(v), "__call__").is_undefined();
    default: return false;
    }
}

Value builtin_callable(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "callable", 0)) return Value::error();
    return Value::boolean(is_callable(vm, a[0]));
}

Value builtin_ord(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "ord", 0)) return Value::error();
    Value v = a[0];
    if (vm.is_str(v)) {
        const auto& s = vm.as<vm::StrObject>(v);
        if (s.cp_length != 1)
            return vm.raise(TypeId::TypeError,
                            fmt::format("ord() expected a character, but string of length {} found", s.cp_length));
        size_t pos = 0;
        return vm.new_int(int64_t(text::decode_next(s.text(), pos)));
    }
    if (const std::string* b = bytes_ptr(vm, v)) {
        if (b->size() != 1)
            return vm.raise(TypeId::TypeError,
                            fmt::format("ord() expected a character, but string of length {} found", b->size()));
        return vm.new_int(int64_t(uint8_t((*b)[0])));
    }
    return vm.raise(TypeId::TypeError,
                    fmt::format("ord() expected string of length 1, but {} found", vm.type_name(v)));
}

Value builtin_chr(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "chr", 0)) return Value::error();
    if (a[0].is_float())
        return vm.raise(TypeId::TypeError, "integer argument expected, got float");
    std::optional<int64_t> i = to_index_clamped(vm, a[0]);
    if (!i) return Value::error();
    if (*i < 0 || *i > 0x10FFFF) {
        if (!int_value(vm, a[0]) && vm.is_int(a[0]))
            return vm.raise(TypeId::OverflowError, "Python int too large to convert to C int");
        return vm.raise(TypeId::ValueError, "chr() arg not in range(0x110000)");
    }
    return vm.new_str(text::encode_code_point(char32_t(*i)));
}

// ---- isinstance / issubclass / type -------------------------------------------------------

// 1 match, 0 no match, -1 error (bad class spec).
// A class-check hook (__instancecheck__ / __subclasscheck__) defined in Python on the type of
// `spec` (a metaclass such as ABCMeta, or a typing alias object); undefined when none.
Value check_hook(Vm& vm, Value spec, std::string_view name) {
    if (spec.is_type()) return Value::undefined();
    if (!vm.is_kind(spec, ObjKind::Instance) && !vm::has_metaclass(vm, spec)) return Value::undefined();
    Value hook = vm.lookup_user_hook(vm.type_of(spec), name);
    return vm.is_kind(hook, ObjKind::Function) ? hook : Value::undefined();
}

int run_check_hook(Vm& vm, Value hook, Value spec, Value arg) {
    Value args[] = {spec, arg};
    Value r = vm.call(hook, args);
    if (r.is_error()) return -1;
    return vm.truthy(r);
}

int isinstance_check(Vm& vm, Value obj, Value spec, int depth) {
    if (Value hook = check_hook(vm, spec, "__instancecheck__"); !hook.is_undefined()) {
        // An exact type match needs no hook (CPython's fast path).
        if (vm.type_of(obj).identical(spec)) return 1;
        return run_check_hook(vm, hook, spec, obj);
    }
    if (is_class(vm, spec)) return vm.isinstance(obj, spec) ? 1 : 0;
    if (vm.is_kind(spec, ObjKind::GenericAlias)) {
        vm.raise(TypeId::TypeError, "isinstance() argument 2 cannot be a parameterized generic");
        return -1;
    }
    if ((vm.is_kind(spec, ObjKind::Tuple) || vm.is_kind(spec, ObjKind::Union)) && depth < 1000) {
        const auto items = vm.is_kind(spec, ObjKind::Union) ? vm::union_members(vm, spec) : vm.as<vm::TupleObject>(spec).items;
        for (Value c : items) {
            int r = isinstance_check(vm, obj, c, depth + 1);
            if (r != 0) return r;
        }
        return 0;
    }
    vm.raise(TypeId::TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return -1;
}

Value builtin_isinstance(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "isinstance", "isinstance", 2, 2, 0)) return Value::error();
    int r = isinstance_check(vm, a[0], a[1], 0);
    if (r < 0) return Value::error();
    return Value::boolean(r == 1);
}

int issubclass_check(Vm& vm, Value cls, Value spec, int depth) {
    if (Value hook = check_hook(vm, spec, "__subclasscheck__"); !hook.is_undefined())
        return run_check_hook(vm, hook, spec, cls);
    if (is_class(vm, spec)) {
        // An alias passes CPython's "is a class" test (it hands over its origin's __bases__)
        // but is no subclass of anything.
        if (vm.is_kind(cls, ObjKind::GenericAlias)) return 0;
        if (!is_class(vm, cls)) {
            vm.raise(TypeId::TypeError, "issubclass() arg 1 must be a class");
            return -1;
        }
        return vm.is_subclass(cls, spec) ? 1 : 0;
    }
    if ((vm.is_kind(spec, ObjKind::Tuple) || vm.is_kind(spec, ObjKind::Union)) && depth < 1000) {
        const auto items = vm.is_kind(spec, ObjKind::Union) ? vm::union_members(vm, spec) : vm.as<vm::TupleObject>(spec).items;
        for (Value c : items) {
            int r = issubclass_check(vm, cls, c, depth + 1);
            if (r != 0) return r;
        }
        return 0;
    }
    if (vm.is_kind(spec, ObjKind::GenericAlias)) {
        vm.raise(TypeId::TypeError, "issubclass() argument 2 cannot be a parameterized generic");
        return -1;
    }
    vm.raise(TypeId::TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return -1;
}

Value builtin_issubclass(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "issubclass", "issubclass", 2, 2, 0)) return Value::error();
    if (!is_class(vm, a[0]) && !vm.is_kind(a[0], ObjKind::GenericAlias) && !vm.is_kind(a[1], ObjKind::Tuple) && is_class(vm, a[1]) &&
        check_hook(vm, a[1], "__subclasscheck__").is_undefined())
        return vm.raise(TypeId::TypeError, "issubclass() arg 1 must be a class");
    int r = issubclass_check(vm, a[0], a[1], 0);
    if (r < 0) return Value::error();
    return Value::boolean(r == 1);
}

// type(x), type(name, bases, dict, **kw) and type.__new__(meta, name, bases, dict, **kw): the
// class is made as a class statement makes it (the namespace copied), then __set_name__ and
// __init_subclass__ run (nested here: a host call inside them raises instead of pausing).
Value type_new(Vm& vm, const CallArgs& a) {
    size_t n = a.pos.size() - 1;
    if (n == 1 && a.kw_values.empty() && a[0].is_type() && TypeId(a[0].as_type_id()) == TypeId::Type)
        return vm.type_of(a.pos[1]);
    if (n != 3) {
        if (a[0].is_type() && TypeId(a[0].as_type_id()) == TypeId::Type)
            return vm.raise(TypeId::TypeError, "type() takes 1 or 3 arguments");
        return vm.raise(TypeId::TypeError, fmt::format("type.__new__() takes exactly 3 arguments ({} given)", n));
    }
    Value meta = a[0];
    if (!(meta.is_type() || vm.is_kind(meta, ObjKind::Class)) || !vm.is_subclass(meta, Value::type(uint32_t(TypeId::Type))))
        return vm.raise(TypeId::TypeError, fmt::format("type.__new__(X): X is not a type object ({})", vm.type_name(meta)));
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("type.__new__() argument 1 must be str, not {}", vm.type_name(a[1])));
    if (!vm.is_kind(a[2], ObjKind::Tuple))
        return vm.raise(TypeId::TypeError, fmt::format("type.__new__() argument 2 must be tuple, not {}", vm.type_name(a[2])));
    if (!vm.is_kind(a[3], ObjKind::Dict))
        return vm.raise(TypeId::TypeError, fmt::format("type.__new__() argument 3 must be dict, not {}", vm.type_name(a[3])));
    std::vector<Value> bases = vm.as<vm::TupleObject>(a[2]).items;
    RootScope roots(vm);
    Value ns = vm.new_dict();
    roots.add(ns);
    for (const vm::DictEntry& e : vm.as<vm::DictObject>(a[3]).table.entries())
        if (!e.key.is_undefined() && !vm.dict_set(ns, e.key, e.value)) return Value::error();
    if (vm.dict_get_str(ns, "__module__").is_undefined()) {
        // The caller's module, as CPython takes it from the calling frame's globals.
        Value g = vm.frames().empty() ? Value::none() : vm.frames().back().globals;
        Value mod = vm.is_kind(g, ObjKind::Dict) ? vm.dict_get_str(g, "__name__") : Value::undefined();
        if (vm.is_str(mod) && !vm.dict_set(ns, vm.interned("__module__"), mod)) return Value::error();
    }
    Value cls = vm.make_class(meta, a[1], std::move(bases), ns, Value::none());
    if (cls.is_error()) return cls;
    roots.add(cls);
    Value kw = Value::none();
    if (!a.kw_values.empty()) {
        kw = vm.new_dict();
        roots.add(kw);
        for (size_t i = 0; i < a.kw_values.size(); ++i)
            if (!vm.dict_set(kw, a.kw_names[i], a.kw_values[i])) return Value::error();
    }
    if (!vm.run_class_hooks_nested(cls, kw)) return Value::error();
    return cls;
}

// type.__init__ accepts what type.__new__ took and does nothing.
Value type_init(Vm&, const CallArgs&) { return Value::none(); }

// type.__call__ on a class: handled in the interpreter loop (vm/calls.cpp) so the class's
// __new__ and __init__ run as frames; reached here only from native code.
Value type_call(Vm& vm, const CallArgs& a) {
    if (a.pos.empty() || !(a[0].is_type() || vm.is_kind(a[0], ObjKind::Class)))
        return vm.raise(TypeId::TypeError, fmt::format("descriptor '__call__' requires a 'type' object but received a '{}'",
                                                       a.pos.empty() ? std::string("NoneType") : vm.type_name(a[0])));
    return vm.raise(TypeId::TypeError, "type.__call__ cannot be called from here");
}

// ---- attributes ----------------------------------------------------------------------------

bool check_attr_name(Vm& vm, Value name) {
    if (vm.is_str(name)) return true;
    vm.raise(TypeId::TypeError, fmt::format("attribute name must be string, not '{}'", vm.type_name(name)));
    return false;
}

Value builtin_getattr(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "getattr", "getattr", 2, 3, 0)) return Value::error();
    if (!check_attr_name(vm, a[1])) return Value::error();
    Value r = vm.get_attr(a[0], a[1]);
    if (r.is_error() && a.size() == 3 && vm.exception_matches(TypeId::AttributeError)) {
        vm.take_exception();
        return a[2];
    }
    return r;
}

Value builtin_setattr(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "setattr", "setattr", 3, 3, 0)) return Value::error();
    if (!check_attr_name(vm, a[1])) return Value::error();
    if (!vm.set_attr(a[0], a[1], a[2])) return Value::error();
    return Value::none();
}

Value builtin_hasattr(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "hasattr", "hasattr", 2, 2, 0)) return Value::error();
    if (!check_attr_name(vm, a[1])) return Value::error();
    Value r = vm.get_attr(a[0], a[1]);
    if (r.is_error()) {
        if (!vm.exception_matches(TypeId::AttributeError)) return r;
        vm.take_exception();
        return Value::boolean(false);
    }
    return Value::boolean(true);
}

Value builtin_delattr(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "delattr", "delattr", 2, 2, 0)) return Value::error();
    if (!check_attr_name(vm, a[1])) return Value::error();
    if (!vm.del_attr(a[0], a[1])) return Value::error();
    return Value::none();
}

// ---- iteration -----------------------------------------------------------------------------

bool is_iterator(Vm& vm, Value v) {
    if (!v.is_object()) return false;
    switch (vm.kind_of(v)) {
    case ObjKind::SeqIter:
    case ObjKind::Enumerate:
    case ObjKind::Zip:
    case ObjKind::Generator: return true;
    case ObjKind::Instance:
    case ObjKind::Exception: return !vm.lookup_in_class(vm.type_of(v), "__next__").is_undefined();
    default: return false;
    }
}

Value builtin_iter(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "iter", "iter", 1, 2, 0)) return Value::error();
    if (a.size() == 2) {
        if (!is_callable(vm, a[0])) return vm.raise(TypeId::TypeError, "iter(v, w): v must be callable");
        Value it = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::CallIterator, Value::boolean(true)));
        vm.as<vm::SeqIterObject>(it).func = a[0];
        vm.as<vm::SeqIterObject>(it).extra = a[1];
        return it;
    }
    return vm.get_iter(a[0]);
}

Value builtin_next(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "next", "next", 1, 2, 0)) return Value::error();
    if (!is_iterator(vm, a[0]))
        return vm.raise(TypeId::TypeError, fmt::format("'{}' object is not an iterator", vm.type_name(a[0])));
    Value r = vm.iter_next(a[0]);
    if (r.is_error()) {
        if (a.size() == 2 && vm.exception_matches(TypeId::StopIteration)) {
            vm.take_exception();
            return a[1];
        }
        return r;
    }
    if (r.is_undefined()) {
        if (a.size() == 2) return a[1];
        return vm.raise_value(vm.make_exception(type_value(TypeId::StopIteration), {}));
    }
    return r;
}

Value builtin_any(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "any", 0)) return Value::error();
    if (iterates_python(vm, a[0])) return vm.tail_call_prelude("any_iter", {a[0]});
    bool found = false;
    bool ok = vm::for_each_item(vm, a[0], [&](Value v) {
        int t = vm.truthy(v);
        if (t < 0) return -1;
        if (t) { found = true; return 0; }
        return 1;
    });
    if (!ok) return Value::error();
    return Value::boolean(found);
}

Value builtin_all(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "all", 0)) return Value::error();
    if (iterates_python(vm, a[0])) return vm.tail_call_prelude("all_iter", {a[0]});
    bool all = true;
    bool ok = vm::for_each_item(vm, a[0], [&](Value v) {
        int t = vm.truthy(v);
        if (t < 0) return -1;
        if (!t) { all = false; return 0; }
        return 1;
    });
    if (!ok) return Value::error();
    return Value::boolean(all);
}

// sum(iterable, /, start=0). Like CPython 3.11, floats are added left to right with plain
// double addition; ints stay exact.
Value builtin_sum(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"sum", {"iterable", "start"}, 1, 2, 1}, p, 0)) return Value::error();
    Value acc = p[1].is_undefined() ? Value::small_int(0) : p[1];
    if (vm.is_str(acc)) return vm.raise(TypeId::TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    if (vm.is_kind(acc, ObjKind::Bytes))
        return vm.raise(TypeId::TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
    // A generator or a Python iterator: the loop runs in the prelude, in the same interpreter
    // loop as the generator's frames (a host call inside can pause; no native re-entry per item).
    if (iterates_python(vm, p[0])) return vm.tail_call_prelude("sum_iter", {p[0], acc});
    RootScope roots(vm);
    // One root slot, overwritten at each step (a root per step grew the roots by 8 bytes per
    // element); pushed directly because RootScope::add skips non-objects. The scope pops it.
    vm.host_roots().push_back(acc);
    size_t slot = vm.host_roots().size() - 1;
    bool ok = vm::for_each_item(vm, p[0], [&](Value v) {
        if (acc.is_small_int() && v.is_small_int()) {
            // Two 48-bit ints never overflow int64.
            acc = vm.new_int(acc.as_small_int() + v.as_small_int());
            return 1;
        }
        if (acc.is_float() && v.is_float()) {
            acc = Value::from_double(acc.as_float() + v.as_float());
            return 1;
        }
        if (acc.is_float() && v.is_small_int()) {
            acc = Value::from_double(acc.as_float() + double(v.as_small_int()));
            return 1;
        }
        Value r = vm.binary_op(acc, v, vm::BinaryOp::Add);
        if (r.is_error()) return -1;
        acc = r;
        vm.host_roots()[slot] = acc;
        return 1;
    });
    if (!ok) return Value::error();
    return acc;
}

// min()/max(): one iterable or several arguments; key= and default= (iterable form only).
Value min_max(Vm& vm, const CallArgs& a, bool is_max) {
    const char* name = is_max ? "max" : "min";
    if (a.pos.empty())
        return vm.raise(TypeId::TypeError, fmt::format("{} expected at least 1 argument, got 0", name));
    Value kw[2];
    if (!bind_kwonly(vm, a, name, {"key", "default"}, kw)) return Value::error();
    Value key = kw[0].is_none() ? Value::undefined() : kw[0];
    Value dflt = kw[1];
    if (a.pos.size() > 1 && !dflt.is_undefined())
        return vm.raise(TypeId::TypeError,
                        fmt::format("Cannot specify a default for {}() with multiple positional arguments", name));
    if (calls_python(vm, key) || (a.pos.size() == 1 && iterates_python(vm, a.pos[0]))) {
        // Python code runs for each item: let the prelude do it, so a host call there can pause.
        Value args = vm.new_tuple(std::vector<Value>(a.pos.begin(), a.pos.end()));
        return vm.tail_call_prelude("min_max_by_key", {args, key.is_undefined() ? Value::none() : key,
                                                       dflt.is_undefined() ? Value::none() : dflt,
                                                       Value::boolean(!dflt.is_undefined()), Value::boolean(is_max)});
    }
    vm::CompareOp op = is_max ? vm::CompareOp::Gt : vm::CompareOp::Lt;
    Value best = Value::undefined(), best_key = Value::undefined();
    RootScope roots(vm);
    auto visit = [&](Value v) -> int {
        Value k = v;
        if (!key.is_undefined()) {
            Value args[] = {v};
            k = vm.call(key, std::span<const Value>(args));
            if (k.is_error()) return -1;
            roots.add(k);
        }
        if (best.is_undefined()) {
            best = v;
            best_key = k;
            roots.add(v);
            return 1;
        }
        bool better;
        if (k.is_small_int() && best_key.is_small_int()) {
            better = is_max ? k.as_small_int() > best_key.as_small_int() : k.as_small_int() < best_key.as_small_int();
        } else if (k.is_float() && best_key.is_float()) {
            better = is_max ? k.as_float() > best_key.as_float() : k.as_float() < best_key.as_float();
        } else {
            Value c = vm.compare(k, best_key, op);
            if (c.is_error()) return -1;
            int t = c.is_bool() ? int(c.as_bool()) : vm.truthy(c);
            if (t < 0) return -1;
            better = t == 1;
        }
        if (better) {
            best = v;
            best_key = k;
            roots.add(v);
        }
        return 1;
    };
    if (a.pos.size() == 1) {
        if (!vm::for_each_item(vm, a.pos[0], visit)) return Value::error();
    } else {
        for (Value v : a.pos)
            if (visit(v) < 0) return Value::error();
    }
    if (best.is_undefined()) {
        if (!dflt.is_undefined()) return dflt;
        return vm.raise(TypeId::ValueError, fmt::format("{}() arg is an empty sequence", name));
    }
    return best;
}

Value builtin_min(Vm& vm, const CallArgs& a) { return min_max(vm, a, false); }
Value builtin_max(Vm& vm, const CallArgs& a) { return min_max(vm, a, true); }

// sorted(iterable, /, *, key=None, reverse=False): keyword errors name sort(), as in CPython.
Value list_from(Vm& vm, std::vector<Value> items) { return vm.new_list(std::move(items)); }

Value builtin_sorted(Vm& vm, const CallArgs& a) {
    if (a.pos.size() != 1)
        return vm.raise(TypeId::TypeError, fmt::format("sorted expected 1 argument, got {}", a.pos.size()));
    if (iterates_python(vm, a[0])) {
        // Collect the items in Python first (a generator may pause), then sort natively.
        Value kw[2];
        if (!bind_kwonly(vm, a, "sort", {"key", "reverse"}, kw)) return Value::error();
        return vm.tail_call_prelude("sorted_by_key", {a[0], kw[0].is_undefined() ? Value::none() : kw[0],
                                                      kw[1].is_undefined() ? Value::boolean(false) : kw[1]});
    }
    std::vector<Value> items;
    if (!vm.collect(a[0], items)) return Value::error();
    Value list = vm.new_list({});
    RootScope roots(vm);
    roots.add(list);
    Value kw[2];
    if (!bind_kwonly(vm, a, "sort", {"key", "reverse"}, kw)) return Value::error();
    bool reverse = false;
    if (!kw[1].is_undefined()) {
        std::optional<int64_t> r = to_index_clamped(vm, kw[1]);
        if (!r) return Value::error();
        reverse = *r != 0;
    }
    if (calls_python(vm, kw[0]))
        return vm.tail_call_prelude("sorted_new_list_by_key", {list_from(vm, std::move(items)), kw[0], Value::boolean(reverse)});
    // Keep the items reachable while keys run Python code.
    vm.as<vm::ListObject>(list).items = items;
    if (!sort_values(vm, items, kw[0], reverse)) return Value::error();
    vm.as<vm::ListObject>(list).items = std::move(items);
    return list;
}

// reversed(seq): built-in sequences, __reversed__, or __len__ + __getitem__. The result is an
// iterator over a reversed copy (CPython's is lazy; only mutation during iteration differs).
Value reversed_new(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "reversed", "reversed", 1, 1, 1)) return Value::error();
    Value seq = a.pos[1];
    std::vector<Value> items;
    if (vm.is_kind(seq, ObjKind::Range)) {
        const auto& r = vm.as<vm::RangeObject>(seq);
        if (vm::range_needs_big(r)) return vm.get_iter(vm::range_reversed(vm, r));
        int64_t n = r.length();
        if (n == 0) return vm.get_iter(Value::object(vm.heap.make<vm::RangeObject>(0, 0, 1)));
        // The element past the last may lie outside int64 (range(0, 2**63 - 1) reversed ends
        // at -1, but range(-2**63, 0) reversed stops at -2**63 - 1): the BigInt path then.
        __int128 last = __int128(r.start) + __int128(n - 1) * r.step;
        __int128 stop = last - __int128(n) * r.step;
        if (stop < std::numeric_limits<int64_t>::min() || stop > std::numeric_limits<int64_t>::max())
            return vm.get_iter(vm::range_reversed(vm, r));
        return vm.get_iter(Value::object(vm.heap.make<vm::RangeObject>(int64_t(last), int64_t(stop), -r.step)));
    }
    if (vm.is_kind(seq, ObjKind::List) && vm.lookup_in_class(vm.type_of(seq), "__reversed__").is_undefined()) {
        // A live view of the list, as CPython's list_reverseiterator.
        int64_t n = int64_t(vm.as<vm::ListObject>(seq).items.size());
        Value it = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::ListReverseIterator, seq));
        vm.as<vm::SeqIterObject>(it).index = n - 1;
        if (n == 0) vm.as<vm::SeqIterObject>(it).seq = Value::none();
        return it;
    }
    if (vm.is_kind(seq, ObjKind::Tuple) || vm.is_str(seq) || vm.is_kind(seq, ObjKind::Bytes)) {
        std::optional<int64_t> n = vm.length(seq);
        if (!n) return Value::error();
        Value it = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::Reversed, seq));
        vm.as<vm::SeqIterObject>(it).index = *n - 1;
        return it;
    }
    if (vm.is_kind(seq, ObjKind::Dict) ||
        (vm.is_kind(seq, ObjKind::DictView))) {
        if (!vm.collect(seq, items)) return Value::error();
        std::reverse(items.begin(), items.end());
        return make_iterator_over(vm, std::move(items));
    }
    if (vm::has_metaclass(vm, seq)) {
        // A class whose metaclass defines the hooks (reversed(SomeEnum)): look them up on the
        // metaclass only, as CPython does, never on the class itself.
        Value r = vm::call_dunder(vm, seq, "__reversed__", {});
        if (!r.is_undefined()) return r;
        Value meta = vm.type_of(seq);
        if (!vm::find_user_attr(vm, meta, "__len__").is_undefined() &&
            !vm::find_user_attr(vm, meta, "__getitem__").is_undefined()) {
            std::optional<int64_t> n = vm.length(seq);
            if (!n) return Value::error();
            Value it = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::Reversed, seq));
            vm.as<vm::SeqIterObject>(it).index = *n - 1;
            return it;
        }
    }
    if (vm.is_kind(seq, ObjKind::Instance) || vm.is_kind(seq, ObjKind::Exception)) {
        Value r = vm.call_method_if_exists(seq, "__reversed__", {});
        if (!r.is_undefined()) return r;
        Value cls = vm.type_of(seq);
        if (!vm.lookup_in_class(cls, "__len__").is_undefined() &&
            !vm.lookup_in_class(cls, "__getitem__").is_undefined()) {
            std::optional<int64_t> n = vm.length(seq);
            if (!n) return Value::error();
            Value it = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::Reversed, seq));
            vm.as<vm::SeqIterObject>(it).index = *n - 1;
            return it;
        }
    }
    return vm.raise(TypeId::TypeError, fmt::format("'{}' object is not reversible", vm.type_name(seq)));
}

Value enumerate_new(Vm& vm, const CallArgs& a) {
    if (a.pos.size() == 1) {
        bool has_iterable = false;
        for (size_t k = 0; k < a.kw_values.size(); ++k) has_iterable = has_iterable || kw_name(vm, a, k) == "iterable";
        if (!has_iterable && a.kw_values.empty())
            return vm.raise(TypeId::TypeError, "enumerate() missing required argument 'iterable'");
        if (!has_iterable)
            return vm.raise(TypeId::TypeError,
                            fmt::format("'{}' is an invalid keyword argument for enumerate()", kw_name(vm, a, 0)));
    }
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"enumerate", {"iterable", "start"}, 0, 2, 1}, p, 1)) return Value::error();
    Value start = Value::small_int(0);
    if (!p[1].is_undefined()) {
        if (vm.is_int(p[1])) {
            start = p[1].is_bool() ? Value::small_int(p[1].as_bool() ? 1 : 0) : p[1];
        } else {
            std::optional<int64_t> s = to_ssize(vm, p[1]);
            if (!s) return Value::error();
            start = vm.new_int(*s);
        }
    }
    Value it = vm.get_iter(p[0]);
    if (it.is_error()) return it;
    return Value::object(vm.heap.make<vm::EnumerateObject>(it, start));
}

Value zip_new(Vm& vm, const CallArgs& a) {
    Value kw[1];
    if (!bind_kwonly(vm, a, "zip", {"strict"}, kw)) return Value::error();
    bool strict = false;
    if (!kw[0].is_undefined()) {
        int t = vm.truthy(kw[0]);
        if (t < 0) return Value::error();
        strict = t == 1;
    }
    auto z = std::make_unique<vm::ZipObject>();
    z->strict = strict;
    RootScope roots(vm);
    for (size_t i = 1; i < a.pos.size(); ++i) {
        Value it = vm.get_iter(a.pos[i]);
        if (it.is_error()) return it;
        roots.add(it);
        z->iters.push_back(it);
    }
    return make_object(vm, std::move(z));
}

// map(fn, *iterables): a lazy iterator (seq holds the tuple of argument iterators).
Value map_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "map() takes no keyword arguments");
    if (a.pos.size() < 3) return vm.raise(TypeId::TypeError, "map() must have at least two arguments.");
    Value fn = a.pos[1];
    RootScope roots(vm);
    std::vector<Value> iters;
    for (size_t i = 2; i < a.pos.size(); ++i) {
        Value it = vm.get_iter(a.pos[i]);
        if (it.is_error()) return it;
        roots.add(it);
        iters.push_back(it);
    }
    Value tuple = vm.new_tuple(std::move(iters));
    roots.add(tuple);
    // A Python function may call the host: run the mapping as a prelude generator, which can
    // pause (it is then a generator object rather than a map object).
    if (calls_python(vm, fn)) return vm.tail_call_prelude("map_gen", {fn, tuple});
    Value m = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::Map, tuple));
    vm.as<vm::SeqIterObject>(m).func = fn;
    return m;
}

// filter(fn or None, iterable): a lazy iterator.
Value filter_new(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "filter", "filter", 2, 2, 1)) return Value::error();
    Value fn = a.pos[1];
    Value it = vm.get_iter(a.pos[2]);
    if (it.is_error()) return it;
    RootScope roots(vm);
    roots.add(it);
    if (calls_python(vm, fn)) return vm.tail_call_prelude("filter_gen", {fn, it});
    Value f = Value::object(vm.heap.make<vm::SeqIterObject>(TypeId::Filter, it));
    vm.as<vm::SeqIterObject>(f).func = fn;
    return f;
}

// ---- constructors ----------------------------------------------------------------------------

Value range_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "range() takes no keyword arguments");
    if (!check_expected(vm, a, "range", "range", 1, 3, 1)) return Value::error();
    int64_t v[3] = {0, 0, 1};
    size_t n = a.pos.size() - 1;
    bool fits = true;
    for (size_t i = 0; i < n && fits; ++i) {
        Value x = a.pos[1 + i];
        if (x.is_small_int()) v[i] = x.as_small_int();
        else if (vm.is_kind(x, ObjKind::BigInt)) fits = false;   // maybe past int64: the BigInt path
        else {
            std::optional<int64_t> i64 = to_ssize(vm, x);
            if (!i64) {
                if (!vm.exception_matches(TypeId::OverflowError)) return Value::error();
                vm.take_exception();   // an __index__ result past int64
                fits = false;
            } else {
                v[i] = *i64;
            }
        }
    }
    if (!fits) {
        // Bounds of any size, as CPython's range accepts (range(10**20, 10**20 + 5)).
        num::BigInt b[3] = {0, 0, 1};
        for (size_t i = 0; i < n; ++i) {
            Value x = a.pos[1 + i];
            Value iv = vm.is_int(x) ? x : Value::undefined();
            if (iv.is_undefined()) {
                Value r = vm.is_kind(x, ObjKind::Instance) ? vm.call_method_if_exists(x, "__index__", {}) : Value::undefined();
                if (r.is_error()) return r;
                if (r.is_undefined())
                    return vm.raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", vm.type_name(x)));
                if (!vm.is_int(r)) return vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
                iv = r;
            }
            b[i] = vm::int_to_big(vm, iv);
        }
        if (n == 1) return vm::make_range(vm, 0, b[0], 1);
        if (n == 3 && b[2] == 0) return vm.raise(TypeId::ValueError, "range() arg 3 must not be zero");
        return vm::make_range(vm, b[0], b[1], b[2]);
    }
    if (n == 1) return Value::object(vm.heap.make<vm::RangeObject>(0, v[0], 1));
    if (n == 3 && v[2] == 0) return vm.raise(TypeId::ValueError, "range() arg 3 must not be zero");
    return Value::object(vm.heap.make<vm::RangeObject>(v[0], v[1], v[2]));
}

// slice(stop) / slice(start, stop[, step]).
Value slice_new(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "slice", "slice", 1, 3, 1)) return Value::error();
    size_t n = a.pos.size() - 1;
    Value start = Value::none(), stop, step = Value::none();
    if (n == 1) {
        stop = a.pos[1];
    } else {
        start = a.pos[1];
        stop = a.pos[2];
        if (n == 3) step = a.pos[3];
    }
    return Value::object(vm.heap.make<vm::SliceObject>(start, stop, step));
}

// slice.indices(length): (start, stop, step) normalized for a sequence of that length.
Value slice_indices(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "slice.indices")) return Value::error();
    if (!vm.is_kind(a[0], ObjKind::Slice))
        return vm.raise(TypeId::TypeError, "descriptor 'indices' for 'slice' objects doesn't apply to this object");
    std::optional<int64_t> length = to_ssize(vm, a[1]);
    if (!length) return Value::error();
    if (*length < 0) return vm.raise(TypeId::ValueError, "length should not be negative");
    const auto& sl = vm.as<vm::SliceObject>(a[0]);
    Value parts[3] = {sl.start, sl.stop, sl.step};
    std::optional<int64_t> values[3];
    for (int k = 0; k < 3; ++k) {
        if (parts[k].is_none()) continue;
        values[k] = slice_index(vm, parts[k], 0);
        if (!values[k]) return Value::error();
    }
    int64_t step = values[2].value_or(1);
    if (step == 0) return vm.raise(TypeId::ValueError, "slice step cannot be zero");
    text::SliceBounds bounds = text::adjust_slice(*length, values[0], values[1], step);
    return vm.new_tuple({vm.new_int(bounds.start), vm.new_int(bounds.stop), vm.new_int(bounds.step)});
}

// list/dict/set.__new__(cls, ...) for a class statement's subclass (its own __new__ calling
// super().__new__(cls, ...)): an empty instance whatever the arguments, as CPython's; __init__
// fills it. Undefined when cls is the built-in type itself.
Value subclass_new(Vm& vm, const CallArgs& a, TypeId type) {
    if (a.pos.empty() || !vm.is_kind(a[0], ObjKind::Class)) return Value::undefined();
    if (vm.as<vm::ClassObject>(a[0]).builtin_base != type)
        return vm.raise(TypeId::TypeError, fmt::format("{}.__new__({}): {} is not a subtype of {}", vm::type_name(type),
                                                       vm.class_name(a[0]), vm.class_name(a[0]), vm::type_name(type)));
    return vm::new_builtin_subclass_instance(vm, a[0], type);
}

Value list_new(Vm& vm, const CallArgs& a) {
    if (Value v = subclass_new(vm, a, TypeId::List); !v.is_undefined()) return v;
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "list() takes no keyword arguments");
    if (!check_expected(vm, a, "list", "list", 0, 1, 1)) return Value::error();
    if (a.pos.size() == 2 && iterates_python(vm, a.pos[1])) return vm.tail_call_prelude("collect_list", {a.pos[1]});
    std::vector<Value> items;
    if (a.pos.size() == 2 && !vm.collect(a.pos[1], items)) return Value::error();
    return vm.new_list(std::move(items));
}

Value tuple_new(Vm& vm, const CallArgs& a) {
    // tuple.__new__(cls, iterable) for a subclass (namedtuple's constructor): the items are
    // fixed here, since a tuple cannot be filled later.
    if (!a.pos.empty() && a[0].is_type() && TypeId(a[0].as_type_id()) != TypeId::Tuple)
        return vm.raise(TypeId::TypeError, fmt::format("tuple.__new__({}): {} is not a subtype of tuple", vm.class_name(a[0]),
                                                       vm.class_name(a[0])));
    if (!a.pos.empty() && vm.is_kind(a[0], ObjKind::Class)) {
        if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "tuple() takes no keyword arguments");
        if (a.pos.size() > 2)
            return vm.raise(TypeId::TypeError, fmt::format("tuple expected at most 1 argument, got {}", a.pos.size() - 1));
        std::vector<Value> items;
        if (a.pos.size() == 2 && !vm.collect(a.pos[1], items)) return Value::error();
        Value v = subclass_new(vm, a, TypeId::Tuple);
        if (v.is_error()) return v;
        vm.as<vm::TupleObject>(v).items = std::move(items);
        return v;
    }
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "tuple() takes no keyword arguments");
    if (!check_expected(vm, a, "tuple", "tuple", 0, 1, 1)) return Value::error();
    // tuple(t) is t itself for a plain tuple; a subclass instance (namedtuple) is copied by
    // collect() below (through its class's __iter__ when it defines one).
    if (a.pos.size() == 2 && vm.is_kind(a.pos[1], ObjKind::Tuple) && vm.as<vm::TupleObject>(a.pos[1]).cls.is_none())
        return a.pos[1];
    if (a.pos.size() == 2 && iterates_python(vm, a.pos[1])) return vm.tail_call_prelude("collect_tuple", {a.pos[1]});
    std::vector<Value> items;
    if (a.pos.size() == 2 && !vm.collect(a.pos[1], items)) return Value::error();
    return vm.new_tuple(std::move(items));
}

Value make_set(Vm& vm, const CallArgs& a, bool frozen) {
    const char* name = frozen ? "frozenset" : "set";
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, fmt::format("{}() takes no keyword arguments", name));
    if (!check_expected(vm, a, name, name, 0, 1, 1)) return Value::error();
    if (frozen && a.pos.size() == 2 && vm.is_kind(a.pos[1], ObjKind::FrozenSet)) return a.pos[1];
    if (a.pos.size() == 2 && iterates_python(vm, a.pos[1]))
        return vm.tail_call_prelude(frozen ? "collect_frozenset" : "collect_set", {a.pos[1]});
    Value s = vm.new_set(frozen);
    if (a.pos.size() == 2) {
        RootScope roots(vm);
        roots.add(s);
        if (!vm::set_update(vm, s, a.pos[1])) return Value::error();
    }
    return s;
}

Value set_new(Vm& vm, const CallArgs& a) {
    if (Value v = subclass_new(vm, a, TypeId::Set); !v.is_undefined()) return v;
    return make_set(vm, a, false);
}
Value frozenset_plain_new(Vm& vm, const CallArgs& a) { return make_set(vm, a, true); }

// str/bytes/int/frozenset.__new__(cls, ...) for a class statement's subclass: the built-in
// value, then a copy of it that carries the class (CPython's subtype_new paths).
template <vm::NativeFn F, TypeId T>
Value immutable_new(Vm& vm, const CallArgs& a) {
    if (a.pos.empty()) return vm.raise(TypeId::TypeError, fmt::format("{}.__new__(): not enough arguments", vm::type_name(T)));
    if (!a[0].is_type() && !vm.is_kind(a[0], ObjKind::Class))
        return vm.raise(TypeId::TypeError, fmt::format("{}.__new__(X): X is not a type object ({})", vm::type_name(T),
                                                       vm.type_name(a[0])));
    if (!a.pos.empty() && a[0].is_type() && TypeId(a[0].as_type_id()) != T)
        return vm.raise(TypeId::TypeError, fmt::format("{}.__new__({}): {} is not a subtype of {}", vm::type_name(T),
                                                       vm.class_name(a[0]), vm.class_name(a[0]), vm::type_name(T)));
    if (a.pos.empty() || !vm.is_kind(a[0], ObjKind::Class)) return F(vm, a);
    if (vm.as<vm::ClassObject>(a[0]).builtin_base != T)
        return vm.raise(TypeId::TypeError, fmt::format("{}.__new__({}): {} is not a subtype of {}", vm::type_name(T),
                                                       vm.class_name(a[0]), vm.class_name(a[0]), vm::type_name(T)));
    std::vector<Value> pos(a.pos.begin(), a.pos.end());
    pos[0] = Value::type(uint32_t(T));
    Value plain = F(vm, CallArgs{pos, a.kw_values, a.kw_names});
    if (plain.is_error()) return plain;
    if (plain.is_tail_call())
        return vm.raise(TypeId::TypeError, fmt::format("{}() of a generator is not supported for a subclass", vm::type_name(T)));
    RootScope roots(vm);
    roots.add(plain);
    return vm::wrap_builtin_subclass(vm, a[0], T, plain);
}

Value frozenset_new(Vm& vm, const CallArgs& a) { return immutable_new<frozenset_plain_new, TypeId::FrozenSet>(vm, a); }

Value dict_new(Vm& vm, const CallArgs& a) {
    if (Value v = subclass_new(vm, a, TypeId::Dict); !v.is_undefined()) return v;
    size_t n = a.pos.size() - 1;
    if (n > 1) return vm.raise(TypeId::TypeError, fmt::format("dict expected at most 1 argument, got {}", n));
    Value d = vm.new_dict();
    RootScope roots(vm);
    roots.add(d);
    // A generator of pairs is drained in the prelude (pausable); instances may be mappings
    // (keys() and []), so only generators go there.
    if (n == 1 && a.kw_values.empty() && vm.is_kind(a.pos[1], ObjKind::Generator))
        return vm.tail_call_prelude("collect_dict", {a.pos[1]});
    if (n == 1 && !dict_update_from(vm, d, a.pos[1])) return Value::error();
    if (!dict_update_kwargs(vm, d, a)) return Value::error();
    return d;
}

// str(object='') / str(object=b'', encoding='utf-8', errors='strict').
Value str_plain_new(Vm& vm, const CallArgs& a) {
    Value p[3];
    if (!bind_args(vm, a, ParamSpec{"str", {"object", "encoding", "errors"}, 0, 3, 0}, p, 1)) return Value::error();
    if (p[1].is_undefined() && p[2].is_undefined()) {
        if (p[0].is_undefined()) return vm.interned("");
        if (vm.is_str(p[0]) && vm.as<vm::StrObject>(p[0]).cls().is_none()) return p[0];
        return vm.str(p[0]);
    }
    std::string_view encoding = "utf-8", errors = "strict";
    if (!p[1].is_undefined()) {
        if (!vm.is_str(p[1]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("str() argument 'encoding' must be str, not {}", vm.type_name(p[1])));
        encoding = vm.str_of(p[1]);
    }
    if (!p[2].is_undefined()) {
        if (!vm.is_str(p[2]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("str() argument 'errors' must be str, not {}", vm.type_name(p[2])));
        errors = vm.str_of(p[2]);
    }
    Value obj = p[0].is_undefined() ? vm.new_bytes("") : p[0];
    if (vm.is_str(obj)) return vm.raise(TypeId::TypeError, "decoding str is not supported");
    const std::string* data = bytes_ptr(vm, obj);
    if (!data)
        return vm.raise(TypeId::TypeError,
                        fmt::format("decoding to str: need a bytes-like object, {} found", vm.type_name(obj)));
    auto r = text::decode(*data, encoding, errors);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_str(std::move(r.value()));
}

// bytes(), bytes(int), bytes(iterable of ints), bytes(bytes), bytes(str, encoding[, errors]).
Value bytes_plain_new(Vm& vm, const CallArgs& a) {
    Value p[3];
    if (!bind_args(vm, a, ParamSpec{"bytes", {"source", "encoding", "errors"}, 0, 3, 0}, p, 1)) return Value::error();
    if (!p[1].is_undefined() && !vm.is_str(p[1]))
        return vm.raise(TypeId::TypeError,
                        fmt::format("bytes() argument 'encoding' must be str, not {}", vm.type_name(p[1])));
    if (!p[2].is_undefined() && !vm.is_str(p[2]))
        return vm.raise(TypeId::TypeError,
                        fmt::format("bytes() argument 'errors' must be str, not {}", vm.type_name(p[2])));
    Value src = p[0];
    if (src.is_undefined()) {
        if (!p[1].is_undefined() || !p[2].is_undefined())
            return vm.raise(TypeId::TypeError, "encoding without a string argument");
        return vm.new_bytes("");
    }
    if (vm.is_str(src)) {
        if (p[1].is_undefined()) return vm.raise(TypeId::TypeError, "string argument without an encoding");
        auto r = text::encode(vm.str_of(src), vm.str_of(p[1]), p[2].is_undefined() ? "strict" : vm.str_of(p[2]));
        if (!r) return raise_text_error(vm, r.error());
        return vm.new_bytes(std::move(r.value()));
    }
    if (!p[1].is_undefined()) return vm.raise(TypeId::TypeError, "encoding without a string argument");
    if (!p[2].is_undefined()) return vm.raise(TypeId::TypeError, "errors without a string argument");
    if (vm.is_kind(src, ObjKind::Bytes)) {
        const auto& b = vm.as<vm::BytesObject>(src);
        return b.is_bytearray || !b.cls().is_none() ? vm.new_bytes(b.data) : src;   // bytes(bytearray) copies
    }
    if (vm.is_int(src)) {
        std::optional<int64_t> n = int_value(vm, src);
        if (!n) return vm.raise(TypeId::OverflowError, "cannot fit 'int' into an index-sized integer");
        if (*n < 0) return vm.raise(TypeId::ValueError, "negative count");
        if (*n > (int64_t(1) << 32)) return vm.raise(TypeId::MemoryError, "");
        return vm.new_bytes(std::string(size_t(*n), '\0'));
    }
    if (vm.is_float(src) || src.is_none() || src.is_type() || src.is_builtin())
        return vm.raise(TypeId::TypeError, fmt::format("cannot convert '{}' object to bytes", vm.type_name(src)));
    Value it = vm.get_iter(src);
    if (it.is_error()) {
        if (!vm.exception_matches(TypeId::TypeError)) return it;
        vm.take_exception();
        return vm.raise(TypeId::TypeError, fmt::format("cannot convert '{}' object to bytes", vm.type_name(src)));
    }
    RootScope roots(vm);
    roots.add(it);
    std::string out;
    for (;;) {
        Value v = vm.iter_next(it);
        if (v.is_error()) return v;
        if (v.is_undefined()) break;
        std::optional<int64_t> b = to_index_clamped(vm, v);
        if (!b) return Value::error();
        if (*b < 0 || *b > 255) return vm.raise(TypeId::ValueError, "bytes must be in range(0, 256)");
        out.push_back(char(uint8_t(*b)));
    }
    return vm.new_bytes(std::move(out));
}

Value str_new(Vm& vm, const CallArgs& a) { return immutable_new<str_plain_new, TypeId::Str>(vm, a); }
Value bytes_new(Vm& vm, const CallArgs& a) { return immutable_new<bytes_plain_new, TypeId::Bytes>(vm, a); }

}  // namespace

// ---- shared helpers ----------------------------------------------------------------------------

int64_t object_id(Value v) {
    // Heap objects get the same fake address their default repr shows; other values (inline
    // ints, floats, None, types, builtins) get a stable number derived from their bits.
    if (v.is_object()) return int64_t(0x7f0000000000ull + uint64_t(v.as_object()) * 16);
    uint64_t h = v.bits() * 0x9E3779B97F4A7C15ull;
    return int64_t(0x7e0000000000ull + ((h >> 24) & 0xFFFFFFFFF0ull));
}

Value ascii_of(Vm& vm, Value v) { return vm.ascii(v); }

void register_builtins_core(vm::NativeRegistry& reg) {
    using vm::MethodKind;
    reg.add_builtin_function("print", builtin_print);
    reg.add_builtin_function("exit", builtin_exit);
    reg.add_builtin_function("quit", builtin_exit);
    reg.add_builtin_function("len", builtin_len);
    reg.add_builtin_function("repr", builtin_repr);
    reg.add_builtin_function("ascii", builtin_ascii);
    reg.add_builtin_function("hash", builtin_hash);
    reg.add_builtin_function("format", builtin_format);
    reg.add_builtin_function("id", builtin_id);
    reg.add_builtin_function("callable", builtin_callable);
    reg.add_builtin_function("ord", builtin_ord);
    reg.add_builtin_function("chr", builtin_chr);
    reg.add_builtin_function("isinstance", builtin_isinstance);
    reg.add_builtin_function("issubclass", builtin_issubclass);
    reg.add_builtin_function("getattr", builtin_getattr);
    reg.add_builtin_function("setattr", builtin_setattr);
    reg.add_builtin_function("hasattr", builtin_hasattr);
    reg.add_builtin_function("delattr", builtin_delattr);
    reg.add_builtin_function("iter", builtin_iter);
    reg.add_builtin_function("next", builtin_next);
    reg.add_builtin_function("any", builtin_any);
    reg.add_builtin_function("all", builtin_all);
    reg.add_builtin_function("sum", builtin_sum);
    reg.add_builtin_function("min", builtin_min);
    reg.add_builtin_function("max", builtin_max);
    reg.add_builtin_function("sorted", builtin_sorted);

    // Types whose call makes an object: "__new__" receives the class as argument 0.
    struct Ctor {
        TypeId type;
        vm::NativeFn fn;
    };
    const Ctor ctors[] = {
        {TypeId::Range, range_new},         {TypeId::List, list_new},         {TypeId::Tuple, tuple_new},
        {TypeId::Dict, dict_new},           {TypeId::Set, set_new},           {TypeId::FrozenSet, frozenset_new},
        {TypeId::Str, str_new},             {TypeId::Bytes, bytes_new},       {TypeId::Enumerate, enumerate_new},
        {TypeId::Zip, zip_new},             {TypeId::Map, map_new},           {TypeId::Filter, filter_new},
        {TypeId::Reversed, reversed_new},   {TypeId::Type, type_new},         {TypeId::Slice, slice_new},
    };
    for (const Ctor& c : ctors) {
        reg.add_method(c.type, "__new__", c.fn, MethodKind::StaticMethod);
        reg.add_builtin_value(vm::type_name(c.type), type_value(c.type));
    }
    reg.add_method(TypeId::Slice, "indices", slice_indices);
    reg.add_method(TypeId::Type, "__init__", type_init);
    reg.add_method(TypeId::Type, "__call__", type_call);
    for (TypeId t : {TypeId::Object, TypeId::Int, TypeId::Bool, TypeId::Float})
        reg.add_builtin_value(vm::type_name(t), type_value(t));
    for (uint32_t i = 0; i < vm::kTypeCount; ++i) {
        if (vm::is_exception_type(TypeId(i))) reg.add_builtin_value(vm::type_name(TypeId(i)), Value::type(i));
    }
    reg.add_builtin_value("NotImplemented", Value::not_implemented());
    reg.add_builtin_value("Ellipsis", Value::ellipsis());
}

}  // namespace basilisk::stdlib
