// Inline caches for the attribute and global opcodes (see SiteCache in vm/vm.h).
//
// A hit must give exactly what the slow path (get_attr / set_attr / load_method / the LOAD_GLOBAL
// lookup) would: entries are filled only after the slow path succeeded, in the cases where its
// answer depends on nothing but (the instance's class, the class epoch, the instance dict) or
// (the globals dict, the builtins), and every use re-checks those.
#include "vm/inline_cache.h"

#include "vm/native.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

constexpr uint32_t kNoSite = UINT32_MAX;

bool is_cached_op(Op op) {
    return op == Op::LOAD_ATTR || op == Op::STORE_ATTR || op == Op::LOAD_METHOD || op == Op::LOAD_GLOBAL;
}

// A dict entry's index for the str key `name`, or -1 (absent or the lookup failed).
int64_t entry_index(Vm& vm, Value dict, Value name) {
    auto h = vm.hash(name);
    if (!h) {
        vm.take_exception();
        return -1;
    }
    int64_t ix = vm.as<DictObject>(dict).table.find(name, *h, [&vm](Value a, Value b) { return vm.equal(a, b); });
    if (ix == DictTable::kError) {
        vm.take_exception();
        return -1;
    }
    return ix;
}

// A class attribute that an instance lookup returns as it is (no binding, no descriptor).
bool is_plain_class_value(Vm& vm, Value attr) {
    if (attr.is_undefined() || attr.is_builtin()) return false;
    if (!attr.is_object()) return true;
    switch (vm.kind_of(attr)) {
    case ObjKind::Function:
    case ObjKind::ClassMethod:
    case ObjKind::StaticMethod:
    case ObjKind::Property: return false;
    // A Python descriptor (cached_property) runs its __get__: never a plain value.
    case ObjKind::Instance: return vm.lookup_user_hook(vm.type_of(attr), "__get__").is_undefined();
    default: return true;
    }
}

// Instruction word -> site index, kNoSite where no cached instruction starts.
template <class Table>  // Code::site_of_pc, or a Vm-owned std::vector
uint32_t fill_site_table(const Code& c, Table& site_of_pc) {
    site_of_pc.assign(c.instructions.size(), kNoSite);
    uint32_t sites = 0;
    for (size_t i = 0; i < c.instructions.size(); ++i)
        if (is_cached_op(opcode_of(c.instructions[i]))) site_of_pc[i] = sites++;
    return sites;
}

}  // namespace

void index_cache_sites(Program& program) {
    for (Code& c : program.codes) c.site_count = fill_site_table(c, c.site_of_pc);
}

Vm::CodeHot& Vm::hot_slow(uint32_t program, uint32_t code_index) {
    // Outer growth moves the inner vectors but not the CodeHot objects they own, so pointers the
    // loop holds stay valid; an inner vector is sized once, to all codes of its program.
    if (m_hot.size() <= program) m_hot.resize(program + 1);
    auto& per_program = m_hot[program];
    if (per_program.empty()) per_program.resize(m_programs[program]->codes.size());
    CodeHot& h = per_program[code_index];
    if (!h.ready) {
        h.code = &code(program, code_index);
        h.consts = constants_of(program, code_index);
        const Code& c = code(program, code_index);
        h.name_values.clear();
        h.name_values.reserve(c.names.size());
        for (const std::string& n : c.names) h.name_values.push_back(interned(n));
        h.names = h.name_values.data();
        // Str hashes are cached on first use: make the names' ready for lacks_str_key.
        for (size_t i = 0; i < c.names.size(); ++i) (void)hash(h.names[i]);
        if (c.site_of_pc.size() == c.instructions.size()) {
            h.site_of_pc = c.site_of_pc.data();
            h.sites.resize(c.site_count);
        } else {
            h.sites.resize(fill_site_table(c, h.own_site_of_pc));
            h.site_of_pc = h.own_site_of_pc.data();
        }
        h.ready = true;
    }
    return h;
}

// After a successful slow-path load of a module attribute found in the module's dict. Dunder
// names are left alone (get_attr may answer some of them without the dict).
void Vm::fill_module_site(SiteCache& site, Value obj, Value name) {
    site.kind = SiteKind::Empty;
    if (str_of(name).starts_with("__")) return;
    int64_t ix = entry_index(*this, as<ModuleObject>(obj).dict, name);
    if (ix < 0) return;
    site.kind = SiteKind::ModuleSlot;
    site.index = uint32_t(ix);
}

// After a successful slow-path attribute access on `obj`: remember what can be reused.
void Vm::fill_attr_site(SiteCache& site, Value obj, Value name, bool for_store) {
    if (!for_store && is_kind(obj, ObjKind::Module)) return fill_module_site(site, obj, name);
    InstanceObject* inst = plain_instance(*this, obj);
    if (!inst || !is_kind(inst->cls, ObjKind::Class)) {
        site.kind = SiteKind::Empty;
        return;
    }
    Value cls = inst->cls;
    if (!(site.cls.identical(cls) && site.epoch == m_class_epoch && site.kind == SiteKind::InstanceSlot)) {
        // Only the instance-dict index may change for a known (class, epoch); otherwise re-derive
        // whether this name can be cached for the class at all.
        site.kind = SiteKind::Empty;
        std::string_view text = str_of(name);
        if (text == "__doc__" || text == "__dict__" || text == "__class__") return;
        Value class_attr = lookup_in_class(cls, name);
        if (is_kind(class_attr, ObjKind::Property)) return;
        if (is_kind(class_attr, ObjKind::Instance) && !is_plain_class_value(*this, class_attr)) return;
        if (for_store && is_kind(lookup_user_hook(cls, "__setattr__"), ObjKind::Function)) return;
        site.cls = cls;
        site.epoch = m_class_epoch;
        // A store site keeps the class attribute too: STORE_ATTR adds the attribute to another
        // instance of (cls, epoch) without set_attr when it is no property or descriptor.
        if (for_store) site.value = class_attr;
        if (!for_store && is_plain_class_value(*this, class_attr)) {
            site.kind = SiteKind::ClassValue;
            site.value = class_attr;
        }
    }
    Value dict = as<InstanceObject>(obj).dict;
    int64_t ix = dict.is_none() ? -1 : entry_index(*this, dict, name);
    if (ix >= 0) {
        site.kind = SiteKind::InstanceSlot;
        site.index = uint32_t(ix);
    } else if (site.kind == SiteKind::InstanceSlot) {
        site.kind = SiteKind::Empty;
    }
}

// After a successful slow-path LOAD_METHOD that found an unbound method and its self.
void Vm::fill_method_site(SiteCache& site, Value obj, Value meth, Value bound_self, Value name) {
    site.kind = SiteKind::Empty;
    if (bound_self.is_undefined()) {
        if (is_kind(obj, ObjKind::Module)) fill_module_site(site, obj, name);
        return;
    }
    if (is_kind(meth, ObjKind::Function)) {
        InstanceObject* inst = plain_instance(*this, obj);
        if (!inst || !is_kind(inst->cls, ObjKind::Class)) return;
        site.kind = SiteKind::Method;
        site.cls = inst->cls;
        site.epoch = m_class_epoch;
        site.value = meth;
        return;
    }
    // A method of a built-in type on a plain built-in value (not an instance of a subclass).
    // (Values with an attribute dict, e.g. exceptions, could shadow the method: not cached.)
    Value type = type_of(obj);
    if (meth.is_builtin() && type.is_type() && !instance_dict_slot(*this, obj)) {
        site.kind = SiteKind::BuiltinMethod;
        site.cls = type;
        site.value = meth;
    }
}

Value Vm::load_global_cached(SiteCache& site, Value globals, Value name, const std::string& text) {
    const DictTable& table = as<DictObject>(globals).table;
    const auto& entries = table.entries();
    if (site.kind == SiteKind::GlobalSlot && site.index < entries.size() && entries[site.index].key.identical(name))
        return entries[site.index].value;
    int64_t ix = entry_index(*this, globals, name);
    if (ix >= 0) {
        site.kind = SiteKind::GlobalSlot;
        site.index = uint32_t(ix);
        return entries[size_t(ix)].value;
    }
    Value v = site.kind == SiteKind::Builtin ? site.value : builtin_named(name);
    if (!v.is_undefined()) {
        // Valid while these globals gain no key (LOAD_GLOBAL checks both).
        site.kind = SiteKind::Builtin;
        site.value = v;
        site.cls = globals;
        site.epoch = table.keys_version();
    }
    return v;
}

}  // namespace basilisk::vm
