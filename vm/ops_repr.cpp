// repr(), str() and format() of every value, with CPython's exact text for the built-in types
// and dispatch to __repr__ / __str__ / __format__ of user classes.
#include <algorithm>
#include <charconv>
#include <utility>

#include <fmt/format.h>

#include "stdlib/text/str_methods.h"
#include "vm/native.h"
#include "vm/num/bigint.h"
#include "vm/num/float_ops.h"
#include "vm/num/format_spec.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

// Containers being repr'd on this thread, to print "[...]" for self-references. repr never
// outlives the C++ call that started it, so a per-thread stack keyed by the Vm is enough.
thread_local std::vector<std::pair<const Vm*, ObjRef>> t_repr_stack;

class ReprGuard {
public:
    ReprGuard(const Vm& vm, Value v) : m_vm(&vm), m_ref(v.as_object()) {
        for (const auto& [owner, ref] : t_repr_stack)
            if (owner == m_vm && ref == m_ref) m_recursive = true;
        if (!m_recursive) t_repr_stack.emplace_back(m_vm, m_ref);
    }
    ~ReprGuard() {
        if (!m_recursive) {
            auto it = std::find(t_repr_stack.rbegin(), t_repr_stack.rend(), std::make_pair(m_vm, m_ref));
            if (it != t_repr_stack.rend()) t_repr_stack.erase(std::next(it).base());
        }
    }
    bool recursive() const { return m_recursive; }

private:
    const Vm* m_vm;
    ObjRef m_ref;
    bool m_recursive = false;
};

std::string address(Value v) { return fmt::format("0x{:x}", fake_address(v)); }

bool repr_into(Vm& vm, Value v, std::string& out);

// The text of a str Value returned by a user __repr__/__str__.
bool user_text(Vm& vm, Value r, const char* method, std::string& out) {
    if (r.is_error()) return false;
    if (!vm.is_str(r)) {
        vm.raise(TypeId::TypeError, fmt::format("{} returned non-string (type {})", method, vm.type_name(r)));
        return false;
    }
    out += vm.str_of(r);
    return true;
}

bool int_text(Vm& vm, Value v, std::string& out) {
    if (v.is_small_int()) {
        fmt::format_to(std::back_inserter(out), "{}", v.as_small_int());
        return true;
    }
    if (v.is_bool()) {
        out += v.as_bool() ? "True" : "False";
        return true;
    }
    auto r = num::to_decimal_string(vm.as<BigIntObject>(v).value);
    if (!num::is_ok(r)) {
        raise_num_error(vm, num::error_of(r));
        return false;
    }
    out += num::value_of(r);
    return true;
}

bool items_into(Vm& vm, const std::vector<Value>& items_ref, std::string& out) {
    std::vector<Value> items = items_ref;   // user __repr__ may mutate the container
    for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        if (!repr_into(vm, items[i], out)) return false;
    }
    return true;
}

std::string class_text(Vm& vm, Value cls) {
    if (cls.is_type()) {
        TypeId t = TypeId(cls.as_type_id());
        if (t == TypeId::UnionType) return "<class 'types.UnionType'>";
        if (t == TypeId::GenericAlias) return "<class 'types.GenericAlias'>";
        return fmt::format("<class '{}'>", type_name(t));
    }
    const ClassObject& c = vm.as<ClassObject>(cls);
    if (c.module == "builtins") return fmt::format("<class '{}'>", c.qualname);
    return fmt::format("<class '{}.{}'>", c.module, c.qualname);
}

std::string function_qualname(Vm& vm, Value f) {
    if (vm.is_kind(f, ObjKind::Function)) {
        Value q = vm.as<FunctionObject>(f).qualname;
        if (vm.is_str(q)) return std::string(vm.str_of(q));
        Value n = vm.as<FunctionObject>(f).name;
        if (vm.is_str(n)) return std::string(vm.str_of(n));
    }
    if (f.is_builtin()) return native_registry().function(f.as_builtin_id()).qualname;
    return "?";
}

std::string builtin_owner_name(TypeId t) { return std::string(type_name(t)); }

bool exception_repr(Vm& vm, Value v, std::string& out) {
    Value cls = vm.type_of(v);
    out += cls.is_type() ? std::string(type_name(TypeId(cls.as_type_id()))) : vm.as<ClassObject>(cls).name;
    Value args = vm.as<ExceptionObject>(v).args;
    if (vm.is_kind(args, ObjKind::Tuple) && vm.as<TupleObject>(args).items.size() == 1) {
        out += '(';
        if (!repr_into(vm, vm.as<TupleObject>(args).items[0], out)) return false;
        out += ')';
        return true;
    }
    if (!vm.is_kind(args, ObjKind::Tuple)) {
        out += "()";
        return true;
    }
    return repr_into(vm, args, out);
}

bool exception_str(Vm& vm, Value v, std::string& out) {
    if (std::optional<bool> r = os_error_str(vm, v, out)) return *r;
    if (std::optional<bool> r = exception_group_str(vm, v, out)) return *r;
    Value args = vm.as<ExceptionObject>(v).args;
    if (!vm.is_kind(args, ObjKind::Tuple)) return true;
    std::vector<Value> items = vm.as<TupleObject>(args).items;
    if (items.empty()) return true;
    if (items.size() == 1) {
        if (vm.isinstance(v, TypeId::KeyError)) return repr_into(vm, items[0], out);
        auto s = vm.str_string(items[0]);
        if (!s) return false;
        out += *s;
        return true;
    }
    return repr_into(vm, args, out);
}

bool repr_into_unguarded(Vm& vm, Value v, std::string& out);

bool repr_into(Vm& vm, Value v, std::string& out) {
    // The text of a shared structure can outgrow memory long before any depth limit: past 1 MB,
    // every nested value checks it against the memory limit.
    if (out.size() >= (size_t(1) << 20) && !vm.check_native_limits(out.capacity())) return false;
    if (!vm.enter_native_recursion("maximum recursion depth exceeded while getting the repr of an object")) return false;
    bool ok = repr_into_unguarded(vm, v, out);
    vm.leave_native_recursion();
    return ok;
}

bool repr_into_unguarded(Vm& vm, Value v, std::string& out) {
    if (v.is_float()) {
        out += num::float_repr(v.as_float());
        return true;
    }
    if (is_builtin_subclass_instance(vm, v) || has_metaclass(vm, v)) {
        Value f = find_user_attr(vm, vm.type_of(v), "__repr__");
        if (!f.is_undefined()) return user_text(vm, call_user_method(vm, f, v, {}), "__repr__", out);
    }
    v = vm.plain_float(v);   // float.__repr__ of a `class X(float)`
    if (v.is_float()) {
        out += num::float_repr(v.as_float());
        return true;
    }
    if (v.is_small_int() || v.is_bool()) return int_text(vm, v, out);
    if (v.is_special()) {
        if (v.is_none()) out += "None";
        else if (v.is_not_implemented()) out += "NotImplemented";
        else if (v.is_ellipsis()) out += "Ellipsis";
        else out += "<undefined>";
        return true;
    }
    if (v.is_type()) {
        out += class_text(vm, v);
        return true;
    }
    if (v.is_builtin()) {
        const NativeFunction& f = native_registry().function(v.as_builtin_id());
        switch (f.kind) {
            case MethodKind::Function: out += fmt::format("<built-in function {}>", f.name); break;
            case MethodKind::Method:
                out += fmt::format("<method '{}' of '{}' objects>", f.name, builtin_owner_name(f.owner));
                break;
            default:
                out += fmt::format("<built-in method {} of type object at {}>", f.name, address(Value::type(uint32_t(f.owner))));
                break;
        }
        return true;
    }
    if (!v.is_object()) {
        out += "<?>";
        return true;
    }
    switch (vm.kind_of(v)) {
        case ObjKind::Str: {
            std::string_view s = vm.str_of(v);
            if (s.size() >= (size_t(1) << 16)) {
                // Escapes can quadruple the text (repr('\x00' * 10**8) is 400 MB): bound it first.
                size_t extra = 0;
                for (char ch : s) {
                    auto c = uint8_t(ch);
                    extra += c < 0x20 || c == 0x7F || c == '\\' ? 3 : c >= 0x80 ? 2 : 0;
                }
                if (!vm.check_native_limits(out.size() + s.size() + extra)) return false;
            }
            out += text::repr_str(s);
            return true;
        }
        case ObjKind::Bytes: {
            const BytesObject& b = vm.as<BytesObject>(v);
            if (b.is_bytearray) out += "bytearray(";
            out += text::bytes_repr(b.data);
            if (b.is_bytearray) out += ')';
            return true;
        }
        case ObjKind::BigInt: return int_text(vm, v, out);
        case ObjKind::List: {
            ReprGuard g(vm, v);
            if (g.recursive()) { out += "[...]"; return true; }
            out += '[';
            if (!items_into(vm, vm.as<ListObject>(v).items, out)) return false;
            out += ']';
            return true;
        }
        case ObjKind::Tuple: {
            const auto& items = vm.as<TupleObject>(v).items;
            if (items.empty()) { out += "()"; return true; }
            ReprGuard g(vm, v);
            if (g.recursive()) { out += "(...)"; return true; }
            out += '(';
            if (!items_into(vm, items, out)) return false;
            if (vm.as<TupleObject>(v).items.size() == 1) out += ',';
            out += ')';
            return true;
        }
        case ObjKind::Dict: {
            ReprGuard g(vm, v);
            if (g.recursive()) { out += "{...}"; return true; }
            std::vector<DictEntry> entries = vm.as<DictObject>(v).table.entries();
            out += '{';
            bool first = true;
            for (const DictEntry& e : entries) {
                if (e.key.is_undefined()) continue;
                if (!first) out += ", ";
                first = false;
                if (!repr_into(vm, e.key, out)) return false;
                out += ": ";
                if (!repr_into(vm, e.value, out)) return false;
            }
            out += '}';
            return true;
        }
        case ObjKind::Set:
        case ObjKind::FrozenSet: {
            bool frozen = vm.kind_of(v) == ObjKind::FrozenSet;
            const SetTable& t = vm.as<SetObject>(v).table;
            if (!vm.as<SetObject>(v).cls.is_none()) {
                // Subclasses of set print as "Tags({...})" (CPython's set repr names the type).
                std::string name = vm.type_name(v);
                if (t.size() == 0) { out += name + "()"; return true; }
                ReprGuard g(vm, v);
                if (g.recursive()) { out += name + "(...)"; return true; }
                std::vector<Value> items;
                for (const SetEntry& e : t.slots()) if (e.live()) items.push_back(e.key);
                out += name + "({";
                if (!items_into(vm, items, out)) return false;
                out += "})";
                return true;
            }
            if (t.size() == 0) { out += frozen ? "frozenset()" : "set()"; return true; }
            ReprGuard g(vm, v);
            if (g.recursive()) { out += frozen ? "frozenset(...)" : "set(...)"; return true; }
            std::vector<Value> items;
            for (const SetEntry& e : t.slots()) if (e.live()) items.push_back(e.key);
            out += frozen ? "frozenset({" : "{";
            if (!items_into(vm, items, out)) return false;
            out += frozen ? "})" : "}";
            return true;
        }
        case ObjKind::Range: {
            return range_repr_into(vm, vm.as<RangeObject>(v), out);
        }
        case ObjKind::Slice: {
            Value parts[3] = {vm.as<SliceObject>(v).start, vm.as<SliceObject>(v).stop, vm.as<SliceObject>(v).step};
            out += "slice(";
            for (int i = 0; i < 3; ++i) {
                if (i) out += ", ";
                if (!repr_into(vm, parts[i], out)) return false;
            }
            out += ')';
            return true;
        }
        case ObjKind::DictView: {
            const DictViewObject& view = vm.as<DictViewObject>(v);
            ReprGuard g(vm, v);
            out += type_name(view.type);
            if (view.type == TypeId::MappingProxy) {
                out += '(';
                if (!repr_into(vm, view.dict, out)) return false;
                out += ')';
                return true;
            }
            if (g.recursive()) { out += "(...)"; return true; }
            std::vector<DictEntry> entries = vm.as<DictObject>(view.dict).table.entries();
            TypeId t = view.type;
            out += "([";
            bool first = true;
            for (const DictEntry& e : entries) {
                if (e.key.is_undefined()) continue;
                if (!first) out += ", ";
                first = false;
                if (t == TypeId::DictKeys) {
                    if (!repr_into(vm, e.key, out)) return false;
                } else if (t == TypeId::DictValues) {
                    if (!repr_into(vm, e.value, out)) return false;
                } else {
                    out += '(';
                    if (!repr_into(vm, e.key, out)) return false;
                    out += ", ";
                    if (!repr_into(vm, e.value, out)) return false;
                    out += ')';
                }
            }
            out += "])";
            return true;
        }
        case ObjKind::Function:
            out += fmt::format("<function {} at {}>", function_qualname(vm, v), address(v));
            return true;
        case ObjKind::BoundMethod: {
            Value self = vm.as<BoundMethodObject>(v).self;
            Value func = vm.as<BoundMethodObject>(v).func;
            if (func.is_builtin()) {
                const NativeFunction& f = native_registry().function(func.as_builtin_id());
                if (self.is_type() || vm.is_kind(self, ObjKind::Class))
                    out += fmt::format("<built-in method {} of type object at {}>", f.name, address(self));
                else
                    out += fmt::format("<built-in method {} of {} object at {}>", f.name, vm.type_name(self), address(self));
                return true;
            }
            out += fmt::format("<bound method {} of ", function_qualname(vm, func));
            if (!repr_into(vm, self, out)) return false;
            out += '>';
            return true;
        }
        case ObjKind::Cell: {
            Value inner = vm.as<CellObject>(v).value;
            if (inner.is_undefined()) out += fmt::format("<cell at {}: empty>", address(v));
            else out += fmt::format("<cell at {}: {} object at {}>", address(v), vm.type_name(inner), address(inner));
            return true;
        }
        case ObjKind::Class: out += class_text(vm, v); return true;
        case ObjKind::Generator:
        case ObjKind::Coroutine:
        case ObjKind::AsyncGenerator: {
            Value q = vm.as<GeneratorObject>(v).qualname;
            std::string name(vm.is_str(q) ? vm.str_of(q) : "?");
            const char* noun = vm.kind_of(v) == ObjKind::Coroutine ? "coroutine"
                             : vm.kind_of(v) == ObjKind::AsyncGenerator ? "async_generator" : "generator";
            out += fmt::format("<{} object {} at {}>", noun, name, address(v));
            return true;
        }
        case ObjKind::Property: out += fmt::format("<property object at {}>", address(v)); return true;
        case ObjKind::ClassMethod:
        case ObjKind::StaticMethod: {
            out += vm.kind_of(v) == ObjKind::ClassMethod ? "<classmethod(" : "<staticmethod(";
            if (!repr_into(vm, vm.as<DescriptorObject>(v).fget, out)) return false;
            out += ")>";
            return true;
        }
        case ObjKind::Super: {
            // CPython prints the types' short names (tp_name), and the class whose MRO is
            // searched: obj itself when it is a class.
            const SuperObject& s = vm.as<SuperObject>(v);
            if (s.obj.is_undefined()) {
                out += fmt::format("<super: <class '{}'>, NULL>", vm.class_name(s.start_after));
                return true;
            }
            bool obj_is_class = s.obj.is_type() || vm.is_kind(s.obj, ObjKind::Class);
            out += fmt::format("<super: <class '{}'>, <{} object>>", vm.class_name(s.start_after),
                               obj_is_class ? vm.class_name(s.obj) : vm.type_name(s.obj));
            return true;
        }
        case ObjKind::Module:
            // A module made by types.ModuleType is no built-in one (nor is it imported).
            out += find_builtin_module(vm.as<ModuleObject>(v).name)
                       ? fmt::format("<module '{}' (built-in)>", vm.as<ModuleObject>(v).name)
                       : fmt::format("<module '{}'>", vm.as<ModuleObject>(v).name);
            return true;
        case ObjKind::Union: return union_repr(vm, v, out);
        case ObjKind::GenericAlias: return generic_alias_repr(vm, v, out);
        case ObjKind::SeqIter:
            out += fmt::format("<{} object at {}>", type_name(vm.as<SeqIterObject>(v).type), address(v));
            return true;
        case ObjKind::Instance:
        case ObjKind::Exception: {
            Value cls = vm.type_of(v);
            Value f = find_user_attr(vm, cls, "__repr__");
            if (!f.is_undefined()) return user_text(vm, call_user_method(vm, f, v, {}), "__repr__", out);
            if (vm.kind_of(v) == ObjKind::Exception) return exception_repr(vm, v, out);
            if (is_heap_class(vm, cls)) {
                const ClassObject& c = vm.as<ClassObject>(cls);
                out += fmt::format("<{}.{} object at {}>", c.module, c.qualname, address(v));
            } else {
                out += fmt::format("<{} object at {}>", vm.type_name(v), address(v));
            }
            return true;
        }
        default:
            out += fmt::format("<{} object at {}>", vm.type_name(v), address(v));
            return true;
    }
}

bool str_into(Vm& vm, Value v, std::string& out) {
    if (vm.is_str(v) && vm.as<StrObject>(v).cls().is_none()) {
        out += vm.str_of(v);
        return true;
    }
    if (vm.is_kind(v, ObjKind::Instance) || vm.is_kind(v, ObjKind::Exception) || is_builtin_subclass_instance(vm, v) ||
        has_metaclass(vm, v)) {
        Value f = find_user_attr(vm, vm.type_of(v), "__str__");
        if (!f.is_undefined()) return user_text(vm, call_user_method(vm, f, v, {}), "__str__", out);
        if (vm.is_kind(v, ObjKind::Exception)) return exception_str(vm, v, out);
        // str.__str__ of a str subclass: the text itself.
        if (vm.is_str(v)) {
            out += vm.str_of(v);
            return true;
        }
    }
    // str() of a mappingproxy is the str() of the mapping it shows; its repr says mappingproxy(...).
    if (vm.is_kind(v, ObjKind::DictView) && vm.as<DictViewObject>(v).type == TypeId::MappingProxy)
        return str_into(vm, vm.as<DictViewObject>(v).dict, out);
    return repr_into(vm, v, out);
}

template <class T>
Value text_result(Vm& vm, num::NumResult<T>&& r) {
    if (!num::is_ok(r)) return raise_num_error(vm, num::error_of(r));
    return vm.new_str(std::move(num::value_of(r)));
}

}  // namespace

std::string default_object_repr(Vm& vm, Value v) {
    Value cls = vm.type_of(v);
    if (is_heap_class(vm, cls)) {
        const ClassObject& c = vm.as<ClassObject>(cls);
        return fmt::format("<{}.{} object at {}>", c.module, c.qualname, address(v));
    }
    return fmt::format("<{} object at {}>", vm.type_name(v), address(v));
}

std::optional<std::string> Vm::repr_string(Value v) {
    std::string out;
    if (!repr_into(*this, v, out)) return std::nullopt;
    return out;
}

std::optional<std::string> Vm::str_string(Value v) {
    std::string out;
    if (!str_into(*this, v, out)) return std::nullopt;
    return out;
}

Value Vm::repr(Value v) {
    std::string out;
    if (!repr_into(*this, v, out)) return Value::error();
    return new_str(std::move(out));
}

Value Vm::str(Value v) {
    if (is_str(v) && as<StrObject>(v).cls().is_none()) return v;
    if (v.is_small_int()) {
        // str(n), as in 'k' + str(n): the digits straight into an ASCII str of their size.
        char digits[24];
        auto res = std::to_chars(digits, digits + sizeof digits, v.as_small_int());
        uint32_t n = uint32_t(res.ptr - digits);
        return new_str(std::string_view(digits, n), n, true);
    }
    std::string out;
    if (!str_into(*this, v, out)) return Value::error();
    return new_str(std::move(out));
}

Value Vm::format(Value v, std::string_view spec) {
    if (is_kind(v, ObjKind::Instance) || is_kind(v, ObjKind::Exception) || is_builtin_subclass_instance(*this, v)) {
        Value f = find_user_attr(*this, type_of(v), "__format__");
        if (!f.is_undefined()) {
            Value s = new_str(spec);
            Value r = call_user_method(*this, f, v, std::span<const Value>(&s, 1));
            if (r.is_error()) return r;
            if (!is_str(r))
                return raise(TypeId::TypeError, fmt::format("__format__ must return a str, not {}", type_name(r)));
            return r;
        }
    }
    if (v.is_bool() && spec.empty()) return new_str(std::string_view(v.as_bool() ? "True" : "False"));
    if (v.is_small_int() && spec.empty()) return str(v);
    if (is_int(v)) {
        // A bad spec names the object's own type, as CPython's does: 'bool' for True, a subclass by its name.
        return text_result(*this, num::format_int(int_to_big(*this, v), spec, num::kDefaultMaxStrDigits,
                                                  type_name(v)));
    }
    if (is_float(v)) {
        // An empty spec is str(v), which is a float subclass's own __repr__ when it has one.
        if (spec.empty()) return v.is_float() ? new_str(num::float_repr(v.as_float())) : str(v);
        if (v.is_float()) return text_result(*this, num::format_float(v.as_float(), spec));
        return text_result(*this, num::format_float(plain_float(v).as_float(), spec, type_name(v)));
    }
    if (is_str(v)) {
        if (spec.empty()) return as<StrObject>(v).cls().is_none() ? v : new_str(str_of(v));
        return text_result(*this, num::format_str(str_of(v), spec));
    }
    if (spec.empty()) return str(v);
    return raise(TypeId::TypeError, fmt::format("unsupported format string passed to {}.__format__", type_name(v)));
}

}  // namespace basilisk::vm
