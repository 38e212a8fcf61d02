// Classes (C3 linearization, class creation), raising, and the built-ins that need the VM's
// internals: object, super, property, classmethod, staticmethod, __build_class__,
// BaseException.__init__ and generator methods.
#include <fmt/format.h>

#include "stdlib/text/str_methods.h"
#include "stdlib/text/utf8.h"
#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

// C3 linearization of `cls` with `bases`; empty result (and an exception) when inconsistent.
static bool c3_merge(Vm& vm, Value cls, const std::vector<Value>& bases, std::vector<Value>& out) {
    std::vector<std::vector<Value>> seqs;
    for (Value b : bases) seqs.push_back(vm.mro_of(b));
    seqs.push_back(bases);
    out.clear();
    out.push_back(cls);
    for (;;) {
        bool all_empty = true;
        for (auto& s : seqs) if (!s.empty()) all_empty = false;
        if (all_empty) return true;
        Value candidate = Value::undefined();
        for (auto& s : seqs) {
            if (s.empty()) continue;
            Value head = s.front();
            bool in_tail = false;
            for (auto& other : seqs) {
                for (size_t i = 1; i < other.size(); ++i) if (other[i].identical(head)) in_tail = true;
            }
            if (!in_tail) { candidate = head; break; }
        }
        if (candidate.is_undefined()) {
            std::string names;
            for (size_t i = 0; i < bases.size(); ++i) {
                if (i) names += ", ";
                names += vm.class_name(bases[i]);
            }
            vm.raise(TypeId::TypeError, fmt::format("Cannot create a consistent method resolution order (MRO) for bases {}", names));
            return false;
        }
        out.push_back(candidate);
        for (auto& s : seqs) {
            if (!s.empty() && s.front().identical(candidate)) s.erase(s.begin());
        }
    }
}

// What type.__new__ does to the namespace: __qualname__ moves into the class, __doc__ is
// always there, and __new__ / __init_subclass__ / __class_getitem__ written as plain functions
// become the static and class methods they implicitly are.
static bool tidy_class_namespace(Vm& vm, Value ns) {
    if (vm.dict_del(ns, vm.interned("__qualname__")) < 0) return false;
    if (vm.dict_get_str(ns, "__doc__").is_undefined() && !vm.dict_set(ns, vm.interned("__doc__"), Value::none())) return false;
    static const std::pair<const char*, ObjKind> implicit[] = {
        {"__new__", ObjKind::StaticMethod}, {"__init_subclass__", ObjKind::ClassMethod}, {"__class_getitem__", ObjKind::ClassMethod}};
    for (const auto& [name, kind] : implicit) {
        Value f = vm.dict_get_str(ns, name);
        if (!vm.is_kind(f, ObjKind::Function)) continue;
        auto d = std::make_unique<DescriptorObject>(kind);
        d->fget = f;
        d->fset = d->fdel = d->doc = Value::none();
        if (!vm.dict_set(ns, vm.interned(name), Value::object(vm.heap.adopt(std::move(d))))) return false;
    }
    return true;
}

Value Vm::finish_class(uint32_t ret_slot, uint32_t args_end, Value ns, Value cell) {
    // Arguments of __build_class__ are still on the caller's stack: body, name, *bases.
    Value name = m_stack[ret_slot + 2];
    std::vector<Value> bases(m_stack.begin() + ret_slot + 3, m_stack.begin() + args_end);
    return make_class(Value::type(uint32_t(TypeId::Type)), name, std::move(bases), ns, cell);
}

Value Vm::metaclass_of(Value cls) const {
    return is_kind(cls, ObjKind::Class) ? as<ClassObject>(cls).metaclass : Value::none();
}

// The layouts a class statement may extend: instances are those objects with a class attached.
static bool is_subclassable_layout(TypeId t) {
    switch (t) {
    case TypeId::List: case TypeId::Dict: case TypeId::Set: case TypeId::Tuple:
    case TypeId::Str: case TypeId::Int: case TypeId::Float: case TypeId::Bytes: case TypeId::FrozenSet: case TypeId::Type:
        return true;
    default: return false;
    }
}

// CPython's checks of a class body's __slots__: strings that are identifiers, none of them also
// a class attribute (the slot's descriptor would take that name's place).
static bool check_slots_declaration(Vm& vm, Value ns) {
    Value slots = vm.dict_get_str(ns, "__slots__");
    if (slots.is_undefined()) return true;
    std::vector<Value> names;
    if (vm.is_str(slots)) names.push_back(slots);
    else if (!vm.collect(slots, names)) return false;
    for (Value n : names) {
        if (!vm.is_str(n)) {
            vm.raise(TypeId::TypeError, fmt::format("__slots__ items must be strings, not '{}'", vm.type_name(n)));
            return false;
        }
        std::string_view s = vm.str_of(n);
        if (!text::isidentifier(s)) {
            vm.raise(TypeId::TypeError, "__slots__ must be identifiers");
            return false;
        }
        if (s != "__dict__" && s != "__weakref__" && !vm.dict_get(ns, n).is_undefined()) {
            vm.raise(TypeId::ValueError, fmt::format("'{}' in __slots__ conflicts with class variable", s));
            return false;
        }
    }
    return true;
}

Value Vm::make_class(Value meta, Value name, std::vector<Value> bases, Value ns, Value cell) {
    if (!is_str(name)) return raise(TypeId::TypeError, fmt::format("type.__new__() argument 1 must be str, not {}", type_name(name)));
    // The most derived metaclass among `meta` and the bases' (CPython's _PyType_CalculateMetaclass).
    Value winner = meta;
    for (Value b : bases) {
        Value bm = type_of(b);
        if (is_subclass(winner, bm)) continue;
        if (is_subclass(bm, winner)) { winner = bm; continue; }
        return raise(TypeId::TypeError, "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                                        "subclass of the metaclasses of all its bases");
    }
    // type.__new__ copies a prepared namespace (a dict subclass from __prepare__) into a plain
    // dict: the class keeps none of that mapping's behaviour.
    if (is_kind(ns, ObjKind::Dict) && !as<DictObject>(ns).cls.is_none()) {
        Value plain = new_dict();
        for (const DictEntry& e : as<DictObject>(ns).table.entries())
            if (!e.key.is_undefined() && !dict_set(plain, e.key, e.value)) return Value::error();
        ns = plain;
    }
    auto cls = std::make_unique<ClassObject>();
    ++m_class_epoch;   // the new class may reuse a dead class's heap slot: inline caches must not match
    cls->name = str_of(name);
    Value qual = dict_get_str(ns, "__qualname__");
    if (!qual.is_undefined() && !is_str(qual))
        return raise(TypeId::TypeError, fmt::format("type __qualname__ must be a str, not {}", type_name(qual)));
    cls->qualname = is_str(qual) ? str_of(qual) : cls->name;
    cls->dict = ns;
    if (is_kind(winner, ObjKind::Class)) cls->metaclass = winner;
    TypeId layout = TypeId::Object;
    for (Value b : bases) {
        if (b.is_type()) {
            TypeId t = TypeId(b.as_type_id());
            if (is_subclassable_layout(t)) {
                if (layout != TypeId::Object && layout != t)
                    return raise(TypeId::TypeError, "multiple bases have instance lay-out conflict");
                layout = t;
                continue;
            }
            if (!(type_info(t).flags & kTypeBaseable)) {
                return raise(TypeId::TypeError, fmt::format("type '{}' is not an acceptable base type", vm::type_name(t)));
            }
            if (is_exception_type(t)) layout = t;
        } else if (is_kind(b, ObjKind::Class)) {
            TypeId t = as<ClassObject>(b).builtin_base;
            if (is_exception_type(t) || is_subclassable_layout(t)) {
                if (layout != TypeId::Object && layout != t && !is_exception_type(t) && !is_exception_type(layout))
                    return raise(TypeId::TypeError, "multiple bases have instance lay-out conflict");
                layout = t;
            }
        } else {
            return raise(TypeId::TypeError, "bases must be types");
        }
    }
    if (bases.empty()) bases.push_back(Value::type(uint32_t(TypeId::Object)));
    cls->bases = bases;
    cls->builtin_base = layout;
    Value result = Value::object(heap.adopt(std::move(cls)));
    std::vector<Value> mro;
    if (!c3_merge(*this, result, bases, mro)) return Value::error();
    as<ClassObject>(result).mro = std::move(mro);
    // Drop the bookkeeping names the body stored; __module__ tells where the class lives.
    Value module = dict_get_str(ns, "__module__");
    if (is_str(module)) as<ClassObject>(result).module = str_of(module);
    // A metaclass's __new__ passes the class cell along in the namespace (CPython's __classcell__).
    Value classcell = dict_get_str(ns, "__classcell__");
    if (!classcell.is_undefined()) {
        if (dict_del(ns, interned("__classcell__")) < 0) return Value::error();
        if (is_kind(classcell, ObjKind::Cell)) cell = classcell;
    }
    if (is_kind(cell, ObjKind::Cell)) as<CellObject>(cell).value = result;
    if (!tidy_class_namespace(*this, ns)) return Value::error();
    if (!check_slots_declaration(*this, ns)) return Value::error();
    // A class that defines __eq__ without __hash__ is unhashable.
    if (!dict_get_str(ns, "__eq__").is_undefined() && dict_get_str(ns, "__hash__").is_undefined()) {
        if (!dict_set(ns, interned("__hash__"), Value::none())) return Value::error();
    }
    return result;
}

// Whether the value a LOAD_GLOBAL/LOAD_NAME just pushed is the callee of a call, found by
// following the stack depth forward until the value is consumed. Anything unclear (a jump
// before the call) counts as a call: the host then decides.
static bool loaded_value_is_called(const Code& c, uint32_t pc) {
    int depth = 0;   // values pushed above the loaded one
    for (uint32_t i = pc; i < c.instructions.size(); ++i) {
        uint32_t word = c.instructions[i];
        // Words past the verified paths (bytecode from a snapshot) may be anything.
        if ((word & 0xFF) >= uint32_t(kOpCount)) return true;
        Op op = opcode_of(word);
        uint32_t arg = operand_of(word);
        // A call consumes its callee and arguments: ours when exactly they are above it.
        int consumed = -1;
        if (op == Op::CALL) consumed = int(arg);
        else if (op == Op::CALL_KW) consumed = int(arg) + 1;
        else if (op == Op::CALL_EX) consumed = (arg & 1) ? 2 : 1;
        if (consumed >= 0 && depth == consumed) return true;
        if (kOpIsJump[int(op)] || op == Op::RETURN_VALUE || op == Op::RAISE_VARARGS) return true;
        depth += stack_effect(op, arg, false);
        if (depth < 0) return false;   // consumed by something other than a call
    }
    return true;
}

Value Vm::missing_global(const std::string& name) {
    if (is_host_function && is_host_function(name)) {
        const Frame& f = m_frames.back();
        if (loaded_value_is_called(code(f.program, f.code), f.pc))
            return Value::object(heap.make<HostFunctionObject>(name));
    }
    raise(TypeId::NameError, fmt::format("name '{}' is not defined", name));
    record_missing_name(*this, Value::undefined(), name);   // .name, for the traceback's suggestion
    return Value::error();
}

// raise EXC [from CAUSE]
bool Vm::do_raise(Value exc, Value cause) {
    Value instance = exc;
    if (exc.is_type() || is_kind(exc, ObjKind::Class)) {
        if (!is_subclass(exc, Value::type(uint32_t(TypeId::BaseException)))) {
            raise(TypeId::TypeError, "exceptions must derive from BaseException");
            return false;
        }
        instance = call(exc, std::span<const Value>());
        if (instance.is_error()) return false;
    }
    if (!is_kind(instance, ObjKind::Exception)) {
        raise(TypeId::TypeError, "exceptions must derive from BaseException");
        return false;
    }
    if (!cause.is_undefined()) {
        Value c = cause;
        if (c.is_type() || is_kind(c, ObjKind::Class)) {
            c = call(c, std::span<const Value>());
            if (c.is_error()) return false;
        }
        if (!c.is_none() && !is_kind(c, ObjKind::Exception)) {
            raise(TypeId::TypeError, "exception causes must derive from BaseException");
            return false;
        }
        as<ExceptionObject>(instance).cause = c;
        as<ExceptionObject>(instance).suppress_context = true;
    }
    raise_value(instance);
    return true;
}

// except TYPE: -> 1 match, 0 no match, -1 error (TYPE is not an exception class).
int Vm::exception_match(Value exc, Value type) {
    if (is_kind(type, ObjKind::Tuple)) {
        for (Value t : as<TupleObject>(type).items) {
            int r = exception_match(exc, t);
            if (r != 0) return r;
        }
        return 0;
    }
    if (!(type.is_type() || is_kind(type, ObjKind::Class)) ||
        !is_subclass(type, Value::type(uint32_t(TypeId::BaseException)))) {
        raise(TypeId::TypeError, "catching classes that do not inherit from BaseException is not allowed");
        return -1;
    }
    return isinstance(exc, type) ? 1 : 0;
}

bool Vm::merge_mapping(Value dst, Value src, bool strict) {
    if (is_kind(src, ObjKind::Dict)) {
        for (const DictEntry& e : as<DictObject>(src).table.entries()) {
            if (e.key.is_undefined()) continue;
            if (strict) {
                Value existing = dict_get(dst, e.key);
                if (existing.is_error()) return false;
                if (!existing.is_undefined()) {
                    auto k = str_string(e.key);
                    raise(TypeId::TypeError, fmt::format("got multiple values for keyword argument '{}'", k ? *k : "?"));
                    return false;
                }
            }
            if (!dict_set(dst, e.key, e.value)) return false;
        }
        return true;
    }
    Value keys_fn = lookup_in_class(type_of(src), "keys");
    if (keys_fn.is_undefined()) {
        raise(TypeId::TypeError, fmt::format("'{}' object is not a mapping", type_name(src)));
        return false;
    }
    Value keys = call_method_if_exists(src, "keys", {});
    if (keys.is_error()) return false;
    std::vector<Value> ks;
    if (!collect(keys, ks)) return false;
    for (Value k : ks) {
        Value v = get_item(src, k);
        if (v.is_error()) return false;
        if (!dict_set(dst, k, v)) return false;
    }
    return true;
}

bool Vm::collect_unpack(Value seq, std::vector<Value>& out, uint32_t expected) {
    if (!is_iterable(seq)) {
        raise(TypeId::TypeError, fmt::format("cannot unpack non-iterable {} object", type_name(seq)));
        return false;
    }
    Value it = get_iter(seq);
    if (it.is_error()) return false;
    // Stop one past the expected count, like CPython (an endless iterator still fails fast).
    for (;;) {
        Value v = iter_next(it);
        if (v.is_error()) return false;
        if (v.is_undefined()) return true;
        out.push_back(v);
        if (out.size() > expected) return true;
    }
}

bool Vm::is_iterable(Value v) {
    if (!v.is_object()) return false;
    // As get_iter: a class whose metaclass (or a built-in subclass instance whose class)
    // defines __iter__ iterates through it (`a, b = SomeEnum`).
    if ((is_builtin_subclass_instance(*this, v) || has_metaclass(*this, v)) &&
        !find_user_attr(*this, type_of(v), "__iter__").is_undefined())
        return true;
    switch (kind_of(v)) {
    case ObjKind::Str: case ObjKind::Bytes: case ObjKind::List: case ObjKind::Tuple: case ObjKind::Dict:
    case ObjKind::Set: case ObjKind::FrozenSet: case ObjKind::Range: case ObjKind::Generator: case ObjKind::SeqIter:
    case ObjKind::DictView: case ObjKind::Enumerate: case ObjKind::Zip:
        return true;
    case ObjKind::Instance: case ObjKind::Exception:
        return !lookup_in_class(type_of(v), "__iter__").is_undefined() ||
               !lookup_in_class(type_of(v), "__getitem__").is_undefined();
    default:
        return false;
    }
}

// ascii(v): repr(v) with every non-ASCII character escaped.
Value Vm::ascii(Value v) {
    Value r = repr(v);
    if (r.is_error()) return r;
    std::string_view s = str_of(r);
    if (text::is_ascii(s)) return r;
    // Every non-ASCII byte may become up to 5 characters (\xe9 for 2 bytes, \U0001f600 for 4).
    if (s.size() >= (size_t(1) << 16)) {
        size_t extra = 0;
        for (char ch : s) extra += uint8_t(ch) >= 0x80 ? 4 : 0;
        if (!check_native_limits(s.size() + extra)) return Value::error();
    }
    std::string out;
    size_t pos = 0;
    while (pos < s.size()) {
        char32_t cp = text::decode_next(s, pos);
        if (cp < 0x80) out.push_back(char(cp));
        else if (cp < 0x100) out += fmt::format("\\x{:02x}", uint32_t(cp));
        else if (cp < 0x10000) out += fmt::format("\\u{:04x}", uint32_t(cp));
        else out += fmt::format("\\U{:08x}", uint32_t(cp));
    }
    return new_str(std::move(out));
}

// ---- Natives -------------------------------------------------------------------------------

namespace {

Value build_class_stub(Vm& vm, const CallArgs&) {
    // Never called directly: the interpreter recognizes __build_class__ and runs the body.
    return vm.raise(TypeId::TypeError, "__build_class__ is not callable here");
}

Value object_new(Vm& vm, const CallArgs& a) {
    ObjRef ref = vm.heap.make<InstanceObject>(Value::type(uint32_t(TypeId::Object)));
    vm.heap.as<InstanceObject>(ref).dict = Value::none();
    (void)a;
    return Value::object(ref);
}

bool overrides(Vm& vm, Value cls, std::string_view name) { return !vm.lookup_user_hook(cls, name).is_undefined(); }

// object.__init__(self, *args): extra arguments are an error unless __new__ is the overridden
// one (CPython's object_init).
// type.mro(cls): the method resolution order as a list (C.mro()).
Value type_mro(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, fmt::format("type.mro() takes no arguments ({} given)", a.size() - 1));
    if (!a[0].is_type() && !vm.is_kind(a[0], ObjKind::Class))
        return vm.raise(TypeId::TypeError,
                        fmt::format("descriptor 'mro' for 'type' objects doesn't apply to a '{}' object", vm.type_name(a[0])));
    return vm.new_list(vm.mro_of(a[0]));
}

Value object_init(Vm& vm, const CallArgs& a) {
    if (a.size() < 1) return vm.raise(TypeId::TypeError, "descriptor '__init__' of 'object' object needs an argument");
    if (a.size() == 1 && a.kw_names.empty()) return Value::none();
    Value cls = vm.type_of(a[0]);
    if (overrides(vm, cls, "__init__"))
        return vm.raise(TypeId::TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    if (!overrides(vm, cls, "__new__"))
        return vm.raise(TypeId::TypeError,
                        fmt::format("{}.__init__() takes exactly one argument (the instance to initialize)", vm.class_name(cls)));
    return Value::none();
}

// object.__init_subclass__(cls): the default hook accepts no class keyword arguments. Its
// messages name the class it was called for ("Sub.__init_subclass__() takes no keyword arguments").
Value object_init_subclass(Vm& vm, const CallArgs& a) {
    std::string who = "object";
    if (a.size() >= 1 && vm.is_kind(a[0], ObjKind::Class)) who = vm.as<ClassObject>(a[0]).qualname;
    else if (a.size() >= 1 && a[0].is_type()) who = vm.class_name(a[0]);
    if (!a.kw_names.empty()) return vm.raise(TypeId::TypeError, fmt::format("{}.__init_subclass__() takes no keyword arguments", who));
    if (a.size() > 1)
        return vm.raise(TypeId::TypeError, fmt::format("{}.__init_subclass__() takes no arguments ({} given)", who, a.size() - 1));
    return Value::none();
}

// BaseException.__new__(cls, *args): an exception of a (sub)class with its args set; user
// __new__ methods of exception classes end here through super().__new__(cls, ...).
Value base_exception_new(Vm& vm, const CallArgs& a) {
    if (a.size() < 1) return vm.raise(TypeId::TypeError, "BaseException.__new__(): not enough arguments");
    Value cls = a[0];
    if (!cls.is_type() && !vm.is_kind(cls, ObjKind::Class))
        return vm.raise(TypeId::TypeError, fmt::format("BaseException.__new__(X): X is not a type object ({})", vm.type_name(cls)));
    if (!vm.is_subclass(cls, Value::type(uint32_t(TypeId::BaseException))))
        return vm.raise(TypeId::TypeError, fmt::format("BaseException.__new__({}): {} is not a subtype of BaseException",
                                                       vm.class_name(cls), vm.class_name(cls)));
    std::vector<Value> args(a.pos.begin() + 1, a.pos.end());
    if (vm.is_subclass(cls, Value::type(uint32_t(TypeId::BaseExceptionGroup))) &&
        !prepare_exception_group(vm, cls, args, a.kw_names.size()))
        return Value::error();
    return vm.make_exception(cls, std::move(args));
}

Value make_descriptor(Vm& vm, const CallArgs& a, ObjKind kind, const char* name) {
    // Called as a type: a.pos[0] is the class.
    auto d = std::make_unique<DescriptorObject>(kind);
    d->fget = a.size() > 1 ? a[1] : Value::none();
    d->fset = a.size() > 2 ? a[2] : Value::none();
    d->fdel = a.size() > 3 ? a[3] : Value::none();
    d->doc = a.size() > 4 ? a[4] : Value::none();
    for (size_t i = 0; i < a.kw_names.size(); ++i) {
        std::string_view k = vm.str_of(a.kw_names[i]);
        if (k == "fget") d->fget = a.kw_values[i];
        else if (k == "fset") d->fset = a.kw_values[i];
        else if (k == "fdel") d->fdel = a.kw_values[i];
        else if (k == "doc") d->doc = a.kw_values[i];
        else return vm.raise(TypeId::TypeError, fmt::format("{}() got an unexpected keyword argument '{}'", name, k));
    }
    if (kind != ObjKind::Property && a.size() != 2)
        return vm.raise(TypeId::TypeError, fmt::format("{} expected 1 argument, got {}", name, a.size() - 1));
    return Value::object(vm.heap.adopt(std::move(d)));
}

Value property_new(Vm& vm, const CallArgs& a) { return make_descriptor(vm, a, ObjKind::Property, "property"); }
Value classmethod_new(Vm& vm, const CallArgs& a) { return make_descriptor(vm, a, ObjKind::ClassMethod, "classmethod"); }
Value staticmethod_new(Vm& vm, const CallArgs& a) { return make_descriptor(vm, a, ObjKind::StaticMethod, "staticmethod"); }

// property.setter / getter / deleter return a copy with one accessor replaced.
Value property_with(Vm& vm, const CallArgs& a, int which) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "expected 1 argument");
    const auto& p = vm.as<DescriptorObject>(a[0]);
    auto d = std::make_unique<DescriptorObject>(ObjKind::Property);
    d->fget = which == 0 ? a[1] : p.fget;
    d->fset = which == 1 ? a[1] : p.fset;
    d->fdel = which == 2 ? a[1] : p.fdel;
    d->doc = p.doc;
    return Value::object(vm.heap.adopt(std::move(d)));
}
Value property_getter(Vm& vm, const CallArgs& a) { return property_with(vm, a, 0); }
Value property_setter(Vm& vm, const CallArgs& a) { return property_with(vm, a, 1); }
Value property_deleter(Vm& vm, const CallArgs& a) { return property_with(vm, a, 2); }

// super(type, obj): obj is an instance of type (lookups go through type(obj)'s MRO) or a
// subclass of it (in a classmethod: through obj's own MRO). Unbound super(type) keeps obj
// undefined; CPython treats an obj of None the same way.
Value make_super(Vm& vm, Value type, Value obj) {
    if (obj.is_none()) obj = Value::undefined();
    if (!type.is_type() && !vm.is_kind(type, ObjKind::Class))
        return vm.raise(TypeId::TypeError, fmt::format("super() argument 1 must be a type, not {}", vm.type_name(type)));
    if (!obj.is_undefined()) {
        bool is_class = obj.is_type() || vm.is_kind(obj, ObjKind::Class);
        if (!(is_class && vm.is_subclass(obj, type)) && !vm.isinstance(obj, type))
            return vm.raise(TypeId::TypeError, "super(type, obj): obj must be an instance or subtype of type");
    }
    return Value::object(vm.heap.make<SuperObject>(type, obj));
}

// super() with no arguments finds __class__ and the first argument of the calling frame, with
// CPython's checks in CPython's order.
Value super_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_names.empty()) return vm.raise(TypeId::TypeError, "super() takes no keyword arguments");
    if (a.size() > 3) return vm.raise(TypeId::TypeError, fmt::format("super() expected at most 2 arguments, got {}", a.size() - 1));
    if (a.size() >= 2) return make_super(vm, a[1], a.size() == 3 ? a[2] : Value::undefined());
    if (vm.frames().empty()) return vm.raise(TypeId::RuntimeError, "super(): no current frame");
    const Frame& f = vm.frames().back();
    const Code& c = vm.code(f.program, f.code);
    if (c.argcount == 0) return vm.raise(TypeId::RuntimeError, "super(): no arguments");
    uint32_t nlocals = uint32_t(c.varnames.size());
    Value self = vm.stack()[f.base];
    for (size_t i = 0; i < c.cellvars.size(); ++i) {
        if (c.cell_from_param[i] == 0) self = vm.as<CellObject>(vm.stack()[f.base + nlocals + i]).value;
    }
    if (self.is_undefined()) return vm.raise(TypeId::RuntimeError, "super(): arg[0] deleted");
    Value cls = Value::undefined();
    bool found = false;
    for (size_t i = 0; i < c.freevars.size(); ++i) {
        if (c.freevars[i] == "__class__") {
            Value cell = vm.stack()[f.base + nlocals + c.cellvars.size() + i];
            cls = vm.as<CellObject>(cell).value;
            found = true;
        }
    }
    if (!found) return vm.raise(TypeId::RuntimeError, "super(): __class__ cell not found");
    if (cls.is_undefined()) return vm.raise(TypeId::RuntimeError, "super(): empty __class__ cell");
    if (!cls.is_type() && !vm.is_kind(cls, ObjKind::Class))
        return vm.raise(TypeId::RuntimeError, fmt::format("super(): __class__ is not a type ({})", vm.type_name(cls)));
    return make_super(vm, cls, self);
}

Value base_exception_init(Vm& vm, const CallArgs& a) {
    if (a.size() < 1 || !vm.is_kind(a[0], ObjKind::Exception)) return Value::none();
    std::vector<Value> args(a.pos.begin() + 1, a.pos.end());
    vm.as<ExceptionObject>(a[0]).args = vm.new_tuple(std::move(args));
    return Value::none();
}

Value exception_with_traceback(Vm&, const CallArgs& a) { return a[0]; }

Value exception_add_note(Vm& vm, const CallArgs& a) {
    // CPython's BaseException_add_note: the note must be a str; __notes__ is made a list on first
    // use and must still be one.
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("BaseException.add_note() takes exactly one argument ({} given)", a.size() - 1));
    if (!vm.is_str(a[1])) return vm.raise(TypeId::TypeError, fmt::format("note must be a str, not '{}'", vm.type_name(a[1])));
    Value* slot = instance_dict_slot(vm, a[0]);
    if (!slot) return vm.raise(TypeId::TypeError, "Cannot add note: __notes__ is not a list");
    if (slot->is_none()) *slot = vm.new_dict();
    if (!vm.is_kind(*slot, ObjKind::Dict)) return vm.raise(TypeId::TypeError, "Cannot add note: __notes__ is not a list");
    Value key = vm.interned("__notes__");
    Value notes = vm.dict_get(*slot, key);
    if (notes.is_undefined()) {
        notes = vm.new_list({});
        if (!vm.dict_set(*slot, key, notes)) return Value::error();
    }
    if (!vm.is_kind(notes, ObjKind::List)) return vm.raise(TypeId::TypeError, "Cannot add note: __notes__ is not a list");
    vm.as<ListObject>(notes).items.push_back(a[1]);
    return Value::none();
}

// The descriptor protocol's __get__(obj, type=None), for code that binds by hand
// (functools.singledispatchmethod, decorators): a function binds to obj (itself when obj is
// None), a classmethod to the class, a staticmethod gives its function, a property calls its
// getter (itself when obj is None).
bool descriptor_get_args(Vm& vm, const CallArgs& a, Value& obj, Value& type) {
    // (CPython's messages start with a space: its slot wrapper passes an empty name)
    if (!a.kw_values.empty()) {
        vm.raise(TypeId::TypeError, "wrapper __get__() takes no keyword arguments");
        return false;
    }
    if (a.size() < 2 || a.size() > 3) {
        vm.raise(TypeId::TypeError, a.size() < 2 ? " expected at least 1 argument, got 0"
                                                 : fmt::format(" expected at most 2 arguments, got {}", a.size() - 1));
        return false;
    }
    obj = a[1];
    type = a.size() == 3 ? a[2] : Value::none();
    if (obj.is_none() && type.is_none()) {
        vm.raise(TypeId::TypeError, "__get__(None, None) is invalid");
        return false;
    }
    return true;
}

Value function_get(Vm& vm, const CallArgs& a) {
    Value obj, type;
    if (!descriptor_get_args(vm, a, obj, type)) return Value::error();
    if (obj.is_none()) return a[0];
    return vm.new_bound_method(obj, a[0]);
}

Value classmethod_get(Vm& vm, const CallArgs& a) {
    Value obj, type;
    if (!descriptor_get_args(vm, a, obj, type)) return Value::error();
    if (type.is_none()) type = vm.type_of(obj);
    return vm.new_bound_method(type, vm.as<DescriptorObject>(a[0]).fget);
}

Value staticmethod_get(Vm& vm, const CallArgs& a) {
    Value obj, type;
    if (!descriptor_get_args(vm, a, obj, type)) return Value::error();
    return vm.as<DescriptorObject>(a[0]).fget;
}

Value property_get(Vm& vm, const CallArgs& a) {
    Value obj, type;
    if (!descriptor_get_args(vm, a, obj, type)) return Value::error();
    if (obj.is_none()) return a[0];
    Value getter = vm.as<DescriptorObject>(a[0]).fget;
    if (getter.is_none())
        return vm.raise(TypeId::AttributeError, fmt::format("property of '{}' object has no getter", vm.type_name(obj)));
    Value args[] = {obj};
    return vm.call(getter, args);
}

Value generator_send(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("send() takes exactly one argument ({} given)", a.size() - 1));
    Value v = vm.generator_next(a[0], a[1]);
    if (v.is_undefined()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    return v;
}

Value generator_close(Vm& vm, const CallArgs& a) { return vm.generator_close(a[0]); }

// gen.throw(exc) / gen.throw(type[, value]).
Value generator_throw(Vm& vm, const CallArgs& a) {
    Value exc = normalize_thrown(vm, a);
    if (exc.is_error()) return exc;
    return vm.generator_throw(a[0], exc);
}

Value generator_next_method(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, "expected 0 arguments");
    Value v = vm.generator_next(a[0]);
    if (v.is_undefined()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    return v;
}

Value generator_iter(Vm&, const CallArgs& a) { return a[0]; }

}  // namespace

void register_vm_natives(NativeRegistry& reg) {
    reg.add_builtin_function("__build_class__", build_class_stub);
    reg.add_builtin_value("object", Value::type(uint32_t(TypeId::Object)));
    reg.add_builtin_value("type", Value::type(uint32_t(TypeId::Type)));
    reg.add_builtin_value("property", Value::type(uint32_t(TypeId::Property)));
    reg.add_builtin_value("classmethod", Value::type(uint32_t(TypeId::ClassMethod)));
    reg.add_builtin_value("staticmethod", Value::type(uint32_t(TypeId::StaticMethod)));
    reg.add_builtin_value("super", Value::type(uint32_t(TypeId::Super)));
    reg.add_method(TypeId::Object, "__init__", object_init);
    reg.add_method(TypeId::Type, "mro", type_mro);
    reg.add_method(TypeId::Object, "__init_subclass__", object_init_subclass, MethodKind::ClassMethod);
    reg.add_method(TypeId::BaseException, "__new__", base_exception_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::Property, "__new__", property_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::ClassMethod, "__new__", classmethod_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::StaticMethod, "__new__", staticmethod_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::Super, "__new__", super_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::Property, "getter", property_getter);
    reg.add_method(TypeId::Property, "setter", property_setter);
    reg.add_method(TypeId::Property, "deleter", property_deleter);
    reg.add_method(TypeId::Function, "__get__", function_get);
    reg.add_method(TypeId::ClassMethod, "__get__", classmethod_get);
    reg.add_method(TypeId::StaticMethod, "__get__", staticmethod_get);
    reg.add_method(TypeId::Property, "__get__", property_get);
    reg.add_method(TypeId::BaseException, "__init__", base_exception_init);
    reg.add_method(TypeId::BaseException, "with_traceback", exception_with_traceback);
    reg.add_method(TypeId::BaseException, "add_note", exception_add_note);
    register_exception_group_natives(reg);
    register_except_star_natives(reg);
    reg.add_method(TypeId::Generator, "send", generator_send);
    reg.add_method(TypeId::Generator, "close", generator_close);
    reg.add_method(TypeId::Generator, "throw", generator_throw);
    reg.add_method(TypeId::Generator, "__next__", generator_next_method);
    reg.add_method(TypeId::Generator, "__iter__", generator_iter);
    register_coroutine_natives(reg);
    register_generic_alias_natives(reg);
    (void)object_new;
}

}  // namespace basilisk::vm
