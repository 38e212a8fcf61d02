// str.format() and str.format_map(): stdlib/text parses the template; here the fields are
// looked up (positional/keyword arguments, then .attr and [key] accessors), converted (!r !s !a)
// and formatted with vm.format(), nested specs ("{:{width}}") included.
#include <fmt/format.h>

#include "stdlib/register.h"
#include "stdlib/text/format_parse.h"

namespace basilisk::stdlib {

namespace {

struct FormatContext {
    Vm& vm;
    const CallArgs& a;
    size_t first;
    Value mapping;
    text::FieldNumbering numbering;
    RootScope roots;
    FormatContext(Vm& v, const CallArgs& args, size_t f, Value m) : vm(v), a(args), first(f), mapping(m), roots(v) {}
};

Value lookup_field(FormatContext& c, const text::FieldName& field) {
    Vm& vm = c.vm;
    Value obj;
    if (field.is_index) {
        if (!c.mapping.is_undefined())
            return vm.raise(TypeId::ValueError, "Format string contains positional fields");
        size_t n = c.a.pos.size() - c.first;
        if (field.index < 0 || size_t(field.index) >= n)
            return vm.raise(TypeId::IndexError,
                            fmt::format("Replacement index {} out of range for positional args tuple", field.index));
        obj = c.a.pos[c.first + size_t(field.index)];
    } else if (!c.mapping.is_undefined()) {
        obj = vm.get_item(c.mapping, vm.new_str(field.key));
        if (obj.is_error()) return obj;
    } else {
        obj = Value::undefined();
        for (size_t k = 0; k < c.a.kw_values.size(); ++k) {
            if (kw_name(vm, c.a, k) == field.key) {
                obj = c.a.kw_values[k];
                break;
            }
        }
        if (obj.is_undefined())
            return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {vm.new_str(field.key)}));
    }
    for (const text::FieldAccessor& acc : field.accessors) {
        c.roots.add(obj);
        switch (acc.kind) {
        case text::FieldAccessor::Kind::Attribute: obj = vm.get_attr(obj, acc.name); break;
        case text::FieldAccessor::Kind::Index: obj = vm.get_item(obj, vm.new_int(acc.index)); break;
        case text::FieldAccessor::Kind::Key: obj = vm.get_item(obj, vm.new_str(acc.name)); break;
        }
        if (obj.is_error()) return obj;
    }
    if (field.error) return raise_text_error(vm, *field.error);
    return obj;
}

bool render(FormatContext& c, std::string_view tmpl, int recursion, std::string& out) {
    Vm& vm = c.vm;
    if (recursion <= 0) {
        vm.raise(TypeId::ValueError, "Max string recursion exceeded");
        return false;
    }
    text::FormatTemplate t = text::parse_format_template(tmpl);
    for (const text::FormatChunk& chunk : t.chunks) {
        // ('{0}' * 1000).format('x' * 10**7) is 10 GB: past 1 MB, each field checks the text so
        // far against the memory limit.
        if (out.size() >= (size_t(1) << 20) && !vm.check_native_limits(out.capacity())) return false;
        out += chunk.literal;
        if (!chunk.has_field) continue;
        auto field = c.numbering.resolve(chunk.field_name);
        if (!field) {
            raise_text_error(vm, field.error());
            return false;
        }
        Value obj = lookup_field(c, field.value());
        if (obj.is_error()) return false;
        c.roots.add(obj);
        if (chunk.conversion) {
            switch (*chunk.conversion) {
            case U'r': obj = vm.repr(obj); break;
            case U's': obj = vm.str(obj); break;
            case U'a': obj = ascii_of(vm, obj); break;
            default: raise_text_error(vm, text::unknown_conversion_error(*chunk.conversion)); return false;
            }
            if (obj.is_error()) return false;
            c.roots.add(obj);
        }
        std::string spec_buf;
        std::string_view spec = chunk.format_spec;
        if (chunk.spec_has_fields) {
            if (!render(c, chunk.format_spec, recursion - 1, spec_buf)) return false;
            spec = spec_buf;
        }
        if (vm.is_str(obj) && spec.empty()) {
            out += vm.str_of(obj);
            continue;
        }
        Value s = vm.format(obj, spec);
        if (s.is_error()) return false;
        out += vm.str_of(s);
    }
    if (t.error) {
        raise_text_error(vm, *t.error);
        return false;
    }
    return true;
}

Value str_format(Vm& vm, const CallArgs& a) {
    if (a.pos.empty() || !vm.is_str(a.pos[0])) {
        if (a.pos.empty()) return vm.raise(TypeId::TypeError, "unbound method str.format() needs an argument");
        return vm.raise(TypeId::TypeError, fmt::format("descriptor 'format' for 'str' objects doesn't apply to a '{}' object",
                                                       vm.type_name(a.pos[0])));
    }
    return format_template(vm, vm.str_of(a.pos[0]), a, 1, Value::undefined());
}

Value str_format_map(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "str.format_map")) return Value::error();
    return format_template(vm, vm.str_of(a[0]), a, 2, a[1]);
}

}  // namespace

Value format_template(Vm& vm, std::string_view tmpl, const CallArgs& a, size_t first, Value mapping) {
    // The template may live in a str that a field's __format__ could drop: keep a copy.
    std::string owned(tmpl);
    FormatContext c(vm, a, first, mapping);
    std::string out;
    if (!render(c, owned, text::kMaxFormatRecursion, out)) return Value::error();
    return vm.new_str(std::move(out));
}

void register_str_format(vm::NativeRegistry& reg) {
    reg.add_method(TypeId::Str, "format", str_format);
    add_checked_method<str_format_map, TypeId::Str>(reg, "format_map");
}

}  // namespace basilisk::stdlib
