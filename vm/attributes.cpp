// Attribute access: instances, classes, built-in objects, super, modules, functions.
// Only a fixed set of dunder attributes is visible; the sandbox-escaping ones (__globals__,
// __code__, __subclasses__, gi_frame, ...) simply do not exist here.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_function_like(const Vm& vm, Value v) { return vm.is_kind(v, ObjKind::Function) || v.is_builtin(); }

}  // namespace

// Binds a class attribute found for `obj` (an instance, or the class itself when `obj_is_class`).
static Value bind_class_attr(Vm& vm, Value attr, Value obj, Value cls, bool obj_is_class) {
    if (vm.is_kind(attr, ObjKind::ClassMethod)) return vm.new_bound_method(cls, vm.as<DescriptorObject>(attr).fget);
    if (vm.is_kind(attr, ObjKind::StaticMethod)) return vm.as<DescriptorObject>(attr).fget;
    if (attr.is_builtin()) {
        const NativeFunction& nf = vm.natives.function(attr.as_builtin_id());
        if (nf.kind == MethodKind::ClassMethod) return vm.new_bound_method(cls, attr);
        if (nf.kind == MethodKind::StaticMethod || nf.kind == MethodKind::Function || obj_is_class) return attr;
        return vm.new_bound_method(obj, attr);
    }
    if (obj_is_class) return attr;
    if (vm.is_kind(attr, ObjKind::Function)) return vm.new_bound_method(obj, attr);
    return attr;
}

// The AttributeError carries .name and .obj, as CPython's does, for the traceback's suggestion.
static Value missing_attribute(Vm& vm, Value obj, std::string_view name) {
    if (vm.is_kind(obj, ObjKind::Module))
        vm.raise(TypeId::AttributeError, fmt::format("module '{}' has no attribute '{}'", vm.as<ModuleObject>(obj).name, name));
    else if (obj.is_type() || vm.is_kind(obj, ObjKind::Class))
        vm.raise(TypeId::AttributeError, fmt::format("type object '{}' has no attribute '{}'", vm.class_name(obj), name));
    else
        vm.raise(TypeId::AttributeError, fmt::format("'{}' object has no attribute '{}'", vm.type_name(obj), name));
    record_missing_name(vm, obj, name);
    return Value::error();
}

// A public attribute of a str value or of the str type while the host has string methods off.
static bool refuses_string_method(Vm& vm, Value obj, std::string_view name) {
    if (!vm.string_methods_disabled || name.starts_with("__")) return false;
    return vm.is_kind(obj, ObjKind::Str) || (obj.is_type() && obj.as_type_id() == uint32_t(TypeId::Str));
}

static Value refuse_string_method(Vm& vm, std::string_view name) {
    return vm.raise(TypeId::AttributeError,
                    fmt::format("str.{}() is not allowed in this sandbox: string methods are switched off", name));
}

// Attributes of built-in objects that are data, not methods.
static Value special_attribute(Vm& vm, Value obj, std::string_view name) {
    if (name == "__class__") return vm.type_of(obj);
    if (obj.is_type() || vm.is_kind(obj, ObjKind::Class)) {
        if (name == "__name__") return vm.new_str(vm.class_name(obj));
        if (name == "__qualname__")
            return vm.new_str(obj.is_type() ? vm.class_name(obj) : vm.as<ClassObject>(obj).qualname);
        if (name == "__module__") {
            if (obj.is_type()) {
                TypeId t = TypeId(obj.as_type_id());
                return vm.new_str(t == TypeId::UnionType || t == TypeId::GenericAlias ? "types" : "builtins");
            }
            return vm.new_str(vm.as<ClassObject>(obj).module);
        }
        if (name == "__mro__") return vm.new_tuple(vm.mro_of(obj));
        if (name == "mro") return vm.new_bound_method(obj, native_registry().type_attr(TypeId::Type, "mro"));
        // A read-only view of the namespace (built-in types have none here).
        if (name == "__dict__" && !obj.is_type())
            return Value::object(vm.heap.make<DictViewObject>(TypeId::MappingProxy, vm.as<ClassObject>(obj).dict));
        if (name == "__base__") {
            // The first base (CPython's "solid base" is the first base for the classes the
            // sandbox can make); object has none.
            if (obj.is_type()) {
                TypeId t = TypeId(obj.as_type_id());
                if (t == TypeId::Object) return Value::none();
                return Value::type(uint32_t(type_info(t).base));
            }
            const auto& bases = vm.as<ClassObject>(obj).bases;
            return bases.empty() ? Value::type(uint32_t(TypeId::Object)) : bases.front();
        }
        if (name == "__bases__") {
            if (obj.is_type()) {
                TypeId t = TypeId(obj.as_type_id());
                if (t == TypeId::Object) return vm.new_tuple();
                if (t == TypeId::ExceptionGroup)
                    return vm.new_tuple({Value::type(uint32_t(TypeId::BaseExceptionGroup)), Value::type(uint32_t(TypeId::Exception))});
                return vm.new_tuple({Value::type(uint32_t(type_info(t).base))});
            }
            return vm.new_tuple(vm.as<ClassObject>(obj).bases);
        }
        if (name == "__doc__") return Value::none();
        return Value::undefined();
    }
    if (!obj.is_object()) {
        if (vm.is_int(obj) || obj.is_float()) {
            if (name == "real") return obj.is_bool() ? Value::small_int(obj.as_bool()) : obj;
            if (name == "imag") return obj.is_float() ? Value::from_double(0.0) : Value::small_int(0);
            if (vm.is_int(obj)) {
                if (name == "numerator") return obj.is_bool() ? Value::small_int(obj.as_bool()) : obj;
                if (name == "denominator") return Value::small_int(1);
            }
        }
        if (obj.is_builtin()) {
            const NativeFunction& nf = vm.natives.function(obj.as_builtin_id());
            if (name == "__name__") return vm.new_str(nf.name);
            if (name == "__qualname__") return vm.new_str(nf.qualname);
            if (name == "__doc__") return Value::none();
        }
        if (name == "__doc__") return Value::none();
        return Value::undefined();
    }
    switch (vm.kind_of(obj)) {
    case ObjKind::BigInt:
        // int.real of an IntEnum member is the plain int.
        if (name == "real" || name == "numerator")
            return vm.as<BigIntObject>(obj).is_subclass_instance ? vm.new_int(vm.as<BigIntObject>(obj).value) : obj;
        if (name == "imag") return Value::small_int(0);
        if (name == "denominator") return Value::small_int(1);
        break;
    case ObjKind::Float:
        if (name == "real") return vm.plain_float(obj);
        if (name == "imag") return Value::from_double(0.0);
        break;
    case ObjKind::Function: {
        Value v = function_attribute(vm, obj, name);
        if (!v.is_undefined()) return v;
        break;
    }
    case ObjKind::BoundMethod: {
        auto& bm = vm.as<BoundMethodObject>(obj);
        if (name == "__self__") return bm.self;
        if (name == "__func__") return bm.func;
        // CPython's method_getattro hands every other attribute to the function.
        if (vm.is_kind(bm.func, ObjKind::Function)) {
            Value v = function_attribute(vm, bm.func, name);
            if (!v.is_undefined()) return v;
        } else if (name == "__name__" || name == "__qualname__" || name == "__doc__") {
            return vm.get_attr(bm.func, name);
        }
        break;
    }
    case ObjKind::Exception: {
        auto& e = vm.as<ExceptionObject>(obj);
        if (name == "args") return e.args;
        if (name == "__cause__") return e.cause;
        if (name == "__context__") return e.context;
        if (name == "__suppress_context__") return Value::boolean(e.suppress_context);
        if (name == "__traceback__") return Value::none();
        if (name == "__notes__") break;
        if (Value v = os_error_attribute(vm, obj, name); !v.is_undefined()) return v;
        if (Value v = exception_group_attribute(vm, obj, name); !v.is_undefined()) return v;
        {
            const auto& items = vm.as<TupleObject>(e.args).items;
            Value first = items.empty() ? Value::none() : items[0];
            if (name == "value" && vm.isinstance(obj, TypeId::StopIteration)) return first;
            if (name == "code" && vm.isinstance(obj, TypeId::SystemExit))
                return items.size() > 1 ? e.args : first;
        }
        break;
    }
    case ObjKind::Range: {
        auto& r = vm.as<RangeObject>(obj);
        if (name == "start") return r.is_big() ? r.big_start : vm.new_int(r.start);
        if (name == "stop") return r.is_big() ? r.big_stop : vm.new_int(r.stop);
        if (name == "step") return r.is_big() ? r.big_step : vm.new_int(r.step);
        break;
    }
    case ObjKind::Slice: {
        auto& s = vm.as<SliceObject>(obj);
        if (name == "start") return s.start;
        if (name == "stop") return s.stop;
        if (name == "step") return s.step;
        break;
    }
    case ObjKind::Generator:
    case ObjKind::Coroutine:
    case ObjKind::AsyncGenerator: {
        auto& g = vm.as<GeneratorObject>(obj);
        if (name == "__name__") return g.name;
        if (name == "__qualname__") return g.qualname;
        break;
    }
    case ObjKind::Property:
    case ObjKind::ClassMethod:
    case ObjKind::StaticMethod: {
        auto& d = vm.as<DescriptorObject>(obj);
        if (name == "fget" || name == "__func__") return d.fget;
        if (name == "fset") return d.fset;
        if (name == "fdel") return d.fdel;
        if (name == "__doc__") return d.doc;
        break;
    }
    case ObjKind::Module: {
        Value v = vm.dict_get_str(vm.as<ModuleObject>(obj).dict, name);
        if (!v.is_undefined()) return v;
        if (name == "__name__") return vm.new_str(vm.as<ModuleObject>(obj).name);
        break;
    }
    case ObjKind::DictView:
        if (name == "mapping") return vm.as<DictViewObject>(obj).dict;
        break;
    case ObjKind::Union:
        if (name == "__args__") return vm.as<UnionObject>(obj).args;
        if (name == "__parameters__") return union_parameters(vm, obj);
        break;
    default:
        break;
    }
    // Every object has a __doc__ (CPython's is its type's docstring; built-ins carry none here).
    if (name == "__doc__") return Value::none();
    return Value::undefined();
}

bool is_builtin_subclass_instance(const Vm& vm, Value v) {
    if (!v.is_object()) return false;
    switch (vm.kind_of(v)) {
    case ObjKind::List: return !vm.as<ListObject>(v).cls.is_none();
    case ObjKind::Dict: return !vm.as<DictObject>(v).cls.is_none();
    case ObjKind::Set: return !vm.as<SetObject>(v).cls.is_none();
    case ObjKind::Tuple: return !vm.as<TupleObject>(v).cls.is_none();
    case ObjKind::FrozenSet: return !vm.as<SetObject>(v).cls.is_none();
    case ObjKind::Str: return !vm.as<StrObject>(v).cls().is_none();
    case ObjKind::Bytes: return !vm.as<BytesObject>(v).cls().is_none();
    case ObjKind::BigInt: return !vm.as<BigIntObject>(v).cls().is_none();
    case ObjKind::Float: return true;   // only subclass instances are objects
    default: return false;
    }
}

// The attribute dict of a str/bytes/int subclass instance (null for a plain one).
static Value* subclass_attrs(SubclassSlots* s) { return s && !s->cls.is_none() ? &s->attrs : nullptr; }

Value* instance_dict_slot(Vm& vm, Value v) {
    if (!v.is_object()) return nullptr;
    switch (vm.kind_of(v)) {
    case ObjKind::Instance:
    case ObjKind::Exception: return &vm.as<InstanceObject>(v).dict;
    case ObjKind::List: return vm.as<ListObject>(v).cls.is_none() ? nullptr : &vm.as<ListObject>(v).attrs;
    case ObjKind::Dict: return vm.as<DictObject>(v).cls.is_none() ? nullptr : &vm.as<DictObject>(v).attrs;
    case ObjKind::Set: return vm.as<SetObject>(v).cls.is_none() ? nullptr : &vm.as<SetObject>(v).attrs;
    case ObjKind::Tuple: return vm.as<TupleObject>(v).cls.is_none() ? nullptr : &vm.as<TupleObject>(v).attrs;
    case ObjKind::FrozenSet: return vm.as<SetObject>(v).cls.is_none() ? nullptr : &vm.as<SetObject>(v).attrs;
    case ObjKind::Str: return subclass_attrs(vm.as<StrObject>(v).subclass());
    case ObjKind::Bytes: return subclass_attrs(vm.as<BytesObject>(v).subclass());
    case ObjKind::BigInt: return subclass_attrs(vm.as<BigIntObject>(v).subclass());
    case ObjKind::Float: return &vm.as<FloatSubObject>(v).slots.attrs;
    default: return nullptr;
    }
}

Value new_builtin_subclass_instance(Vm& vm, Value cls, TypeId layout) {
    Value v;
    switch (layout) {
    case TypeId::List: v = vm.new_list(); vm.as<ListObject>(v).cls = cls; break;
    case TypeId::Dict: v = vm.new_dict(); vm.as<DictObject>(v).cls = cls; break;
    case TypeId::Set: v = vm.new_set(false); vm.as<SetObject>(v).cls = cls; break;
    case TypeId::Tuple: v = vm.new_tuple({}); vm.as<TupleObject>(v).cls = cls; break;
    default: return vm.raise(TypeId::TypeError, fmt::format("cannot create '{}' instances", vm.class_name(cls)));
    }
    return v;
}

Value wrap_builtin_subclass(Vm& vm, Value cls, TypeId layout, Value plain) {
    Value v;
    switch (layout) {
    case TypeId::Str: {
        if (!vm.is_str(plain)) break;
        const auto& so = vm.as<StrObject>(plain);
        return Value::object(vm.heap.make_sized<StrSubObject>(StrSubObject::footprint(so.size()), so.text(),
                                                              so.cp_length, so.ascii, cls));
    }
    case TypeId::Bytes: {
        if (!vm.is_kind(plain, ObjKind::Bytes)) break;
        return Value::object(vm.heap.make<BytesSubObject>(vm.as<BytesObject>(plain).data, cls));
    }
    case TypeId::Int: {
        if (!vm.is_int(plain)) break;
        return Value::object(vm.heap.make<BigIntSubObject>(vm.bigint_of(plain), cls));
    }
    case TypeId::Float: {
        if (!vm.is_float(plain)) break;
        return Value::object(vm.heap.make<FloatSubObject>(vm.plain_float(plain).as_float(), cls));
    }
    case TypeId::FrozenSet: {
        if (!vm.is_kind(plain, ObjKind::FrozenSet) && !vm.is_kind(plain, ObjKind::Set)) break;
        v = vm.new_set(true);
        vm.as<SetObject>(v).table = vm.as<SetObject>(plain).table;
        vm.as<SetObject>(v).cls = cls;
        return v;
    }
    default: break;
    }
    return vm.raise(TypeId::TypeError, fmt::format("cannot create '{}' instances", vm.class_name(cls)));
}

// The names __slots__ declares, as CPython reads the value: one string, or an iterable of them.
// False (with the exception set) for a value that is neither.
static bool slot_declaration(Vm& vm, Value slots, std::vector<Value>& names) {
    if (vm.is_str(slots)) {
        names.push_back(slots);
        return true;
    }
    return vm.collect(slots, names);
}

// Works out (once per class) whether its instances are closed to attributes beyond its slots:
// every heap class of the MRO declares __slots__ without '__dict__', and no built-in base gives
// instances a dict (exceptions do; object, int, str, tuple and the other containers do not).
static ClassObject::SlotPolicy slot_policy(Vm& vm, Value cls) {
    auto& c = vm.as<ClassObject>(cls);
    if (c.slot_policy != ClassObject::SlotPolicy::Unknown) return c.slot_policy;
    std::vector<std::string> allowed;
    bool closed = true;
    for (Value k : c.mro) {
        if (k.is_type()) {
            if (is_exception_type(TypeId(k.as_type_id()))) closed = false;
            continue;
        }
        Value slots = vm.dict_get_str(vm.as<ClassObject>(k).dict, "__slots__");
        std::vector<Value> names;
        if (slots.is_undefined() || !slot_declaration(vm, slots, names)) {
            if (slots.is_error() || !slots.is_undefined()) vm.take_exception();
            closed = false;
            break;
        }
        for (Value n : names) {
            if (!vm.is_str(n)) continue;
            if (vm.str_of(n) == "__dict__") closed = false;
            allowed.emplace_back(vm.str_of(n));
        }
        if (!closed) break;
    }
    c.slot_names = closed ? std::move(allowed) : std::vector<std::string>{};
    c.slot_policy = closed ? ClassObject::SlotPolicy::Closed : ClassObject::SlotPolicy::Open;
    return c.slot_policy;
}

// Whether `obj`'s class keeps it from having `name` as an instance attribute (its __slots__).
bool slots_refuse(Vm& vm, Value obj, std::string_view name) {
    Value cls = vm.type_of(obj);
    if (!vm.is_kind(cls, ObjKind::Class) || slot_policy(vm, cls) != ClassObject::SlotPolicy::Closed) return false;
    for (const std::string& s : vm.as<ClassObject>(cls).slot_names)
        if (s == name) return false;
    return true;
}

bool generic_set_attr(Vm& vm, Value obj, Value name, Value value) {
    Value* slot = instance_dict_slot(vm, obj);
    // Bare object() instances have no __dict__, nor do those of a class closed by __slots__.
    if (!slot || vm.type_of(obj).identical(Value::type(uint32_t(TypeId::Object))) ||
        slots_refuse(vm, obj, vm.str_of(name))) {
        vm.raise(TypeId::AttributeError, fmt::format("'{}' object has no attribute '{}'", vm.type_name(obj), vm.str_of(name)));
        return false;
    }
    if (slot->is_none()) {
        Value d = vm.new_dict();
        slot = instance_dict_slot(vm, obj);
        *slot = d;
    }
    return vm.dict_set(*slot, name, value);
}

static bool is_instance_object(const Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Instance) || vm.is_kind(v, ObjKind::Exception) || is_builtin_subclass_instance(vm, v);
}

// The class and attribute dict of an instance-like object (see is_instance_object).
static Value instance_cls(Vm& vm, Value v) { return vm.type_of(v); }
static Value instance_attrs(Vm& vm, Value v) { return *instance_dict_slot(vm, v); }

// The super object's own members, found when the MRO has no such name.
static Value super_own_attribute(Vm& vm, Value sup, std::string_view name) {
    auto& s = vm.as<SuperObject>(sup);
    bool bound = !s.obj.is_undefined();
    if (name == "__thisclass__") return s.start_after;
    if (name == "__self__") return bound ? s.obj : Value::none();
    if (name == "__self_class__") {
        if (!bound) return Value::none();
        return s.obj.is_type() || vm.is_kind(s.obj, ObjKind::Class) ? s.obj : vm.type_of(s.obj);
    }
    return vm.raise(TypeId::AttributeError, fmt::format("'super' object has no attribute '{}'", name));
}

static Value super_lookup(Vm& vm, Value sup, std::string_view name) {
    auto& s = vm.as<SuperObject>(sup);
    // __class__ and an unbound super skip the MRO search (CPython's super_getattro).
    if (name == "__class__") return Value::type(uint32_t(TypeId::Super));
    if (s.obj.is_undefined()) return super_own_attribute(vm, sup, name);
    // A class is looked up along its own MRO when it is a subclass of the super's class;
    // otherwise it is an instance (of a metaclass: super().__init__ in a metaclass's __init__).
    bool obj_is_class = (s.obj.is_type() || vm.is_kind(s.obj, ObjKind::Class)) && vm.is_subclass(s.obj, s.start_after);
    Value start_type = obj_is_class ? s.obj : vm.type_of(s.obj);
    std::vector<Value> mro = vm.mro_of(start_type);
    size_t i = 0;
    while (i < mro.size() && !mro[i].identical(s.start_after)) ++i;
    for (++i; i < mro.size(); ++i) {
        Value c = mro[i];
        Value attr;
        if (c.is_type()) attr = native_registry().type_attr(TypeId(c.as_type_id()), name);
        else attr = vm.dict_get_str(vm.as<ClassObject>(c).dict, name);
        if (attr.is_undefined()) continue;
        if (vm.is_kind(attr, ObjKind::Property)) {
            Value getter = vm.as<DescriptorObject>(attr).fget;
            Value args[] = {s.obj};
            return vm.call(getter, args);
        }
        return bind_class_attr(vm, attr, s.obj, start_type, obj_is_class);
    }
    return super_own_attribute(vm, sup, name);
}

// The `hook` (__get__, __set__, __delete__) of a class attribute that is an instance of a class
// defining it in Python: functools.cached_property and other Python descriptors. Undefined
// otherwise. The hook runs nested (like a property's function).
static Value descriptor_hook(Vm& vm, Value attr, std::string_view hook) {
    if (!vm.is_kind(attr, ObjKind::Instance)) return Value::undefined();
    Value h = vm.lookup_user_hook(vm.type_of(attr), hook);
    return vm.is_kind(h, ObjKind::Function) ? h : Value::undefined();
}

Value Vm::get_attr(Value obj, Value name_value) {
    std::string_view name = str_of(name_value);
    if (refuses_string_method(*this, obj, name)) return refuse_string_method(*this, name);
    if (name == "__doc__" && (is_kind(obj, ObjKind::Class) || is_instance_object(*this, obj))) {
        // __doc__ is not inherited: a class without a docstring has None.
        Value cls = is_kind(obj, ObjKind::Class) ? obj : type_of(obj);
        Value* slot = is_kind(obj, ObjKind::Class) ? nullptr : instance_dict_slot(*this, obj);
        if (slot && !slot->is_none()) {
            Value v = dict_get(*slot, name_value);
            if (!v.is_undefined()) return v;
        }
        if (!is_kind(cls, ObjKind::Class)) return Value::none();
        Value v = dict_get_str(as<ClassObject>(cls).dict, "__doc__");
        return v.is_undefined() ? Value::none() : v;
    }
    if (is_instance_object(*this, obj)) {
        Value cls = instance_cls(*this, obj);
        Value class_attr = lookup_in_class(cls, name_value);
        if (is_kind(class_attr, ObjKind::Property)) {
            Value getter = as<DescriptorObject>(class_attr).fget;
            if (getter.is_none()) return raise(TypeId::AttributeError, fmt::format("property '{}' of '{}' object has no getter", name, type_name(obj)));
            Value args[] = {obj};
            return call(getter, args);
        }
        // A Python descriptor: a data descriptor (with __set__ or __delete__) wins over the
        // instance dict, a non-data one (cached_property) only answers when the dict has nothing.
        Value dget = descriptor_hook(*this, class_attr, "__get__");
        if (!dget.is_undefined() && (!descriptor_hook(*this, class_attr, "__set__").is_undefined() ||
                                     !descriptor_hook(*this, class_attr, "__delete__").is_undefined())) {
            Value args[] = {class_attr, obj, cls};
            return call(dget, args);
        }
        Value attrs = instance_attrs(*this, obj);
        if (!attrs.is_none()) {
            Value v = dict_get(attrs, name_value);
            if (v.is_error()) return v;
            if (!v.is_undefined()) return v;
        }
        if (!dget.is_undefined()) {
            Value args[] = {class_attr, obj, cls};
            return call(dget, args);
        }
        if (name == "__dict__") {
            if (slots_refuse(*this, obj, name)) return missing_attribute(*this, obj, name);
            if (attrs.is_none()) {
                attrs = new_dict();
                *instance_dict_slot(*this, obj) = attrs;
            }
            return attrs;
        }
        // Exceptions' fields, and real/imag/numerator/denominator of int and float subclasses.
        if (is_kind(obj, ObjKind::Exception) || is_kind(obj, ObjKind::BigInt) || is_kind(obj, ObjKind::Float) ||
            name == "__class__") {
            Value v = special_attribute(*this, obj, name);
            if (!v.is_undefined()) return v;
        }
        if (!class_attr.is_undefined()) return bind_class_attr(*this, class_attr, obj, cls, false);
        Value getattr_fn = lookup_user_hook(cls, "__getattr__");
        if (is_kind(getattr_fn, ObjKind::Function)) {
            Value args[] = {obj, name_value};
            return call(getattr_fn, args);
        }
        if (name == "__doc__") return special_attribute(*this, cls, name);
        return missing_attribute(*this, obj, name);
    }
    if (is_kind(obj, ObjKind::Super)) return super_lookup(*this, obj, name);
    if (is_kind(obj, ObjKind::GenericAlias)) return generic_alias_attr(*this, obj, name_value);
    if (obj.is_type() || is_kind(obj, ObjKind::Class)) {
        // A metaclass's property (EnumType.__members__) wins over the class's own attributes,
        // as a data descriptor of the type does for an instance.
        Value meta = metaclass_of(obj);
        Value meta_attr = meta.is_none() ? Value::undefined() : lookup_user_hook(meta, name_value);
        if (is_kind(meta_attr, ObjKind::Property)) {
            Value getter = as<DescriptorObject>(meta_attr).fget;
            if (getter.is_none()) return raise(TypeId::AttributeError, fmt::format("property '{}' of '{}' object has no getter", name, type_name(obj)));
            Value args[] = {obj};
            return call(getter, args);
        }
        Value attr = lookup_in_class(obj, name_value);
        if (!attr.is_undefined()) {
            if (is_kind(attr, ObjKind::Property)) return attr;
            if (Value dget = descriptor_hook(*this, attr, "__get__"); !dget.is_undefined()) {
                Value args[] = {attr, Value::none(), obj};
                return call(dget, args);
            }
            return bind_class_attr(*this, attr, obj, obj, true);
        }
        // Then the metaclass's methods and attributes, bound to the class (its instance).
        if (!meta_attr.is_undefined()) return bind_class_attr(*this, meta_attr, obj, meta, false);
        Value v = special_attribute(*this, obj, name);
        if (!v.is_undefined()) return v;
        if (!meta.is_none()) {
            Value getattr_fn = lookup_user_hook(meta, "__getattr__");
            if (is_kind(getattr_fn, ObjKind::Function)) {
                Value args[] = {obj, name_value};
                return call(getattr_fn, args);
            }
        }
        return missing_attribute(*this, obj, name);
    }
    Value v = special_attribute(*this, obj, name);
    if (!v.is_undefined()) return v;
    if (!is_kind(obj, ObjKind::Module)) {
        Value attr = lookup_in_class(type_of(obj), name_value);
        if (!attr.is_undefined()) return bind_class_attr(*this, attr, obj, type_of(obj), false);
    }
    return missing_attribute(*this, obj, name);
}

bool Vm::load_method(Value obj, Value name_value, Value& meth, Value& self) {
    // Avoid allocating a bound method for the common obj.method(...) call.
    std::string_view name = str_of(name_value);
    if (refuses_string_method(*this, obj, name)) return !refuse_string_method(*this, name).is_error();
    if (is_instance_object(*this, obj)) {
        Value attr = lookup_in_class(instance_cls(*this, obj), name_value);
        if (is_kind(attr, ObjKind::Function) ||
            (attr.is_builtin() && natives.function(attr.as_builtin_id()).kind == MethodKind::Method)) {
            bool shadowed = false;
            Value attrs = instance_attrs(*this, obj);
            if (!attrs.is_none()) {
                Value v = dict_get(attrs, name_value);
                if (v.is_error()) return false;
                shadowed = !v.is_undefined();
            }
            if (!shadowed) {
                meth = attr;
                self = obj;
                return true;
            }
        }
    } else if (!obj.is_type() && !is_kind(obj, ObjKind::Class) && !is_kind(obj, ObjKind::Module) &&
               !is_kind(obj, ObjKind::Super) && !is_kind(obj, ObjKind::Function) && !is_kind(obj, ObjKind::GenericAlias)) {
        Value attr = lookup_in_class(type_of(obj), name_value);
        if (attr.is_builtin() && natives.function(attr.as_builtin_id()).kind == MethodKind::Method) {
            meth = attr;
            self = obj;
            return true;
        }
    }
    Value v = get_attr(obj, name_value);
    if (v.is_error()) return false;
    meth = v;
    self = Value::undefined();
    return true;
}

bool Vm::set_attr(Value obj, Value name_value, Value value) {
    if (is_instance_object(*this, obj)) {
        // The class's own __setattr__ comes first, even for a property's name (CPython's
        // tp_setattro); object.__setattr__ then does the rest (object_set_attr).
        Value setattr_fn = lookup_user_hook(instance_cls(*this, obj), "__setattr__");
        if (is_kind(setattr_fn, ObjKind::Function)) {
            Value args[] = {obj, name_value, value};
            return !call(setattr_fn, args).is_error();
        }
    }
    return object_set_attr(obj, name_value, value);
}

// object.__setattr__: data descriptors (properties, Python descriptors with __set__), an
// exception's fields, then the instance dict; no class __setattr__ is consulted.
bool Vm::object_set_attr(Value obj, Value name_value, Value value) {
    std::string_view name = str_of(name_value);
    if (is_instance_object(*this, obj)) {
        Value cls = instance_cls(*this, obj);
        Value class_attr = lookup_in_class(cls, name_value);
        if (is_kind(class_attr, ObjKind::Property)) {
            Value setter = as<DescriptorObject>(class_attr).fset;
            if (setter.is_none()) {
                raise(TypeId::AttributeError, fmt::format("property '{}' of '{}' object has no setter", name, type_name(obj)));
                return false;
            }
            Value args[] = {obj, value};
            return !call(setter, args).is_error();
        }
        if (Value dset = descriptor_hook(*this, class_attr, "__set__"); !dset.is_undefined()) {
            Value args[] = {class_attr, obj, value};
            return !call(dset, args).is_error();
        }
        if (is_kind(obj, ObjKind::Exception)) {
            auto& e = as<ExceptionObject>(obj);
            if (name == "__cause__") { e.cause = value; e.suppress_context = true; return true; }
            if (name == "__context__") { e.context = value; return true; }
            if (name == "__suppress_context__") { e.suppress_context = truthy(value) == 1; return true; }
            if (int r = set_os_error_attribute(*this, obj, name, value); r != 0) return r > 0;
            if (name == "args") {
                std::vector<Value> items;
                if (!collect(value, items)) return false;
                e.args = new_tuple(std::move(items));
                return true;
            }
        }
        return generic_set_attr(*this, obj, name_value, value);
    }
    if (is_kind(obj, ObjKind::Class)) {
        // A metaclass's Python __setattr__ (EnumType's "cannot reassign member"), unless that
        // hook is the caller: its super().__setattr__ / object.__setattr__ stores here.
        if (Value meta = as<ClassObject>(obj).metaclass; !meta.is_none()) {
            Value hook = lookup_user_hook(meta, "__setattr__");
            if (is_kind(hook, ObjKind::Function) && !(!m_frames.empty() && m_frames.back().function.identical(hook))) {
                Value args[] = {obj, name_value, value};
                return !call(hook, args).is_error();
            }
        }
        if (name == "__name__" || name == "__qualname__") {
            // Kept in the class itself, as CPython keeps them in the type (not its __dict__).
            if (!is_str(value)) {
                raise(TypeId::TypeError, fmt::format("can only assign string to {}.{}, not '{}'", class_name(obj), name, type_name(value)));
                return false;
            }
            (name == "__name__" ? as<ClassObject>(obj).name : as<ClassObject>(obj).qualname) = str_of(value);
            return true;
        }
        // The repr reads the class's module (namedtuple and functools set it after the class
        // statement, as CPython's do).
        if (name == "__module__" && is_str(value)) as<ClassObject>(obj).module = str_of(value);
        ++m_class_epoch;   // inline caches keyed by class die
        return dict_set(as<ClassObject>(obj).dict, name_value, value);
    }
    if (is_kind(obj, ObjKind::Function)) return set_function_attribute(*this, obj, name_value, value);
    // A module's attributes are its namespace (the globals of its functions), as in CPython.
    if (is_kind(obj, ObjKind::Module)) return dict_set(as<ModuleObject>(obj).dict, name_value, value);
    if (obj.is_type()) {
        raise(TypeId::TypeError, fmt::format("cannot set '{}' attribute of immutable type '{}'", name, class_name(obj)));
        return false;
    }
    Value existing = lookup_in_class(type_of(obj), name_value);
    if (existing.is_undefined())
        raise(TypeId::AttributeError, fmt::format("'{}' object has no attribute '{}'", type_name(obj), name));
    else
        raise(TypeId::AttributeError, fmt::format("'{}' object attribute '{}' is read-only", type_name(obj), name));
    return false;
}

bool generic_del_attr(Vm& vm, Value obj, Value name_value) {
    if (!is_instance_object(vm, obj)) return vm.del_attr(obj, name_value);
    std::string_view name = vm.str_of(name_value);
    Value class_attr = vm.lookup_in_class(instance_cls(vm, obj), name_value);
    if (vm.is_kind(class_attr, ObjKind::Property)) {
        Value deleter = vm.as<DescriptorObject>(class_attr).fdel;
        if (deleter.is_none()) {
            vm.raise(TypeId::AttributeError, fmt::format("property '{}' of '{}' object has no deleter", name, vm.type_name(obj)));
            return false;
        }
        Value args[] = {obj};
        return !vm.call(deleter, args).is_error();
    }
    if (Value ddel = descriptor_hook(vm, class_attr, "__delete__"); !ddel.is_undefined()) {
        Value args[] = {class_attr, obj};
        return !vm.call(ddel, args).is_error();
    }
    if (int r = set_os_error_attribute(vm, obj, name, Value::undefined()); r != 0) return r > 0;
    Value attrs = instance_attrs(vm, obj);
    if (!attrs.is_none()) {
        int r = vm.dict_del(attrs, name_value);
        if (r < 0) return false;
        if (r == 1) return true;
    }
    vm.raise(TypeId::AttributeError, fmt::format("'{}' object has no attribute '{}'", vm.type_name(obj), name));
    return false;
}

bool Vm::del_attr(Value obj, Value name_value) {
    std::string_view name = str_of(name_value);
    if (is_instance_object(*this, obj)) {
        // A class's Python __delattr__ (a frozen dataclass's) comes first, as CPython's slot
        // does; object.__delattr__ (properties, descriptors, the instance dict) is the rest.
        if (Value delattr_fn = lookup_user_hook(instance_cls(*this, obj), "__delattr__"); is_kind(delattr_fn, ObjKind::Function)) {
            Value args[] = {obj, name_value};
            return !call(delattr_fn, args).is_error();
        }
        return generic_del_attr(*this, obj, name_value);
    }
    if (is_kind(obj, ObjKind::Class)) {
        if (Value meta = as<ClassObject>(obj).metaclass; !meta.is_none()) {
            Value hook = lookup_user_hook(meta, "__delattr__");
            if (is_kind(hook, ObjKind::Function) && !(!m_frames.empty() && m_frames.back().function.identical(hook))) {
                Value args[] = {obj, name_value};
                return !call(hook, args).is_error();
            }
        }
        ++m_class_epoch;
        int r = dict_del(as<ClassObject>(obj).dict, name_value);
        if (r < 0) return false;
        if (r == 1) return true;
        raise(TypeId::AttributeError, fmt::format("type object '{}' has no attribute '{}'", class_name(obj), name));
        return false;
    }
    if (is_kind(obj, ObjKind::Module)) {
        int r = dict_del(as<ModuleObject>(obj).dict, name_value);
        if (r < 0) return false;
        if (r == 1) return true;   // else CPython's generic message below
    }
    if (is_kind(obj, ObjKind::Function)) return set_function_attribute(*this, obj, name_value, Value::undefined());
    raise(TypeId::AttributeError, fmt::format("'{}' object has no attribute '{}'", type_name(obj), name));
    return false;
}

}  // namespace basilisk::vm
