#pragma once
// The hit paths of the inline caches (SiteCache in vm/vm.h), inlined into the interpreter loop.
// Misses and fills are in vm/inline_cache.cpp.
#include "vm/vm.h"

namespace basilisk::vm {

inline InstanceObject* plain_instance(Vm& vm, Value obj) {
    if (!obj.is_object()) return nullptr;
    Object& o = vm.heap.get(obj.as_object());
    if (o.kind != ObjKind::Instance) return nullptr;
    return static_cast<InstanceObject*>(&o);
}

// True when `dict` (None or a dict) surely has no entry for the str `name`. Keys that are not
// str and hash like `name` make the answer "not sure" (false), so no user __eq__ runs here.
inline bool Vm::lacks_str_key(Value dict, Value name) {
    if (dict.is_none()) return true;
    const auto& s = as<StrObject>(name);
    if (!s.hashed) return false;
    int64_t ix = as<DictObject>(dict).table.find(name, s.hash, [this, &s](Value stored, Value) {
        if (!is_str(stored)) return -1;
        return as<StrObject>(stored).text() == s.text() ? 1 : 0;
    });
    return ix == DictTable::kNotFound;
}

// math.sqrt: the entry at site.index of the module's own dict, when that entry's key is `name`
// (compared by text: the dict's keys are not the interned names). Whichever module `obj` is,
// the answer is then its current binding of `name`, so nothing else needs checking.
inline bool Vm::module_slot_hit(const SiteCache& site, Value obj, Value name, Value& out) {
    if (!is_kind(obj, ObjKind::Module)) return false;
    const auto& entries = as<DictObject>(as<ModuleObject>(obj).dict).table.entries();
    if (site.index >= entries.size()) return false;
    const DictEntry& e = entries[site.index];
    if (!e.key.identical(name)) {
        if (!is_str(e.key)) return false;
        const auto& k = as<StrObject>(e.key);
        const auto& n = as<StrObject>(name);
        if (!k.hashed || !n.hashed || k.hash != n.hash || k.text() != n.text()) return false;
    }
    out = e.value;
    return true;
}

inline bool Vm::load_attr_cached(SiteCache& site, Value obj, Value name, Value& out) {
    if (site.kind == SiteKind::ModuleSlot) return module_slot_hit(site, obj, name, out);
    InstanceObject* inst = plain_instance(*this, obj);
    if (!inst || !inst->cls.identical(site.cls) || site.epoch != m_class_epoch) return false;
    if (site.kind == SiteKind::InstanceSlot) {
        if (inst->dict.is_none()) return false;
        const auto& entries = as<DictObject>(inst->dict).table.entries();
        if (site.index >= entries.size() || !entries[site.index].key.identical(name)) return false;
        out = entries[site.index].value;
        return true;
    }
    if (site.kind == SiteKind::ClassValue && lacks_str_key(inst->dict, name)) {
        out = site.value;
        return true;
    }
    return false;
}

inline bool Vm::store_attr_cached(SiteCache& site, Value obj, Value name, Value value) {
    InstanceObject* inst = plain_instance(*this, obj);
    if (!inst || site.kind != SiteKind::InstanceSlot || !inst->cls.identical(site.cls) || site.epoch != m_class_epoch ||
        inst->dict.is_none())
        return false;
    auto& entries = as<DictObject>(inst->dict).table.entries();
    if (site.index >= entries.size() || !entries[site.index].key.identical(name)) return false;
    entries[site.index].value = value;
    return true;
}

inline bool Vm::load_method_cached(SiteCache& site, Value obj, Value name, Value& meth, Value& self) {
    if (site.kind == SiteKind::ModuleSlot) {
        if (!module_slot_hit(site, obj, name, meth)) return false;
        self = Value::undefined();   // a module attribute is called as it is
        return true;
    }
    if (site.kind == SiteKind::BuiltinMethod) {
        // Built-in types never change; a str method may only be refused by the host's policy.
        // The receiver's type; a plain str or list (s.upper(), out.append(x), the most frequent)
        // is known by its kind without type_of's dispatch on every tag and kind.
        Value type;
        if (obj.is_object() && kind_of(obj) == ObjKind::Str && !as<StrObject>(obj).is_subclass_instance)
            type = Value::type(uint32_t(TypeId::Str));
        else if (obj.is_object() && kind_of(obj) == ObjKind::List && as<ListObject>(obj).cls.is_none())
            type = Value::type(uint32_t(TypeId::List));
        else
            type = type_of(obj);
        if (!type.identical(site.cls) || string_methods_disabled) return false;
        meth = site.value;
        self = obj;
        return true;
    }
    InstanceObject* inst = plain_instance(*this, obj);
    if (!inst || site.kind != SiteKind::Method || !inst->cls.identical(site.cls) || site.epoch != m_class_epoch)
        return false;
    if (!lacks_str_key(inst->dict, name)) return false;
    meth = site.value;
    self = obj;
    return true;
}

}  // namespace basilisk::vm
