#include "stdlib/args.h"

#include <fmt/format.h>

#include <limits>

namespace basilisk::stdlib {

namespace {

const char* plural(size_t n) { return n == 1 ? "" : "s"; }

bool no_kwargs_error(Vm& vm, std::string_view qualname) {
    vm.raise(TypeId::TypeError, fmt::format("{}() takes no keyword arguments", qualname));
    return false;
}

}  // namespace

std::string_view kw_name(Vm& vm, const CallArgs& a, size_t i) { return vm.str_of(a.kw_names[i]); }

bool check_no_kwargs(Vm& vm, const CallArgs& a, std::string_view qualname) {
    if (!a.kw_values.empty()) return no_kwargs_error(vm, qualname);
    return true;
}

bool check_no_args(Vm& vm, const CallArgs& a, std::string_view qualname, size_t self) {
    if (!a.kw_values.empty()) return no_kwargs_error(vm, qualname);
    size_t n = a.pos.size() - self;
    if (n != 0) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes no arguments ({} given)", qualname, n));
        return false;
    }
    return true;
}

bool check_one_arg(Vm& vm, const CallArgs& a, std::string_view qualname, size_t self) {
    if (!a.kw_values.empty()) return no_kwargs_error(vm, qualname);
    size_t n = a.pos.size() - self;
    if (n != 1) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes exactly one argument ({} given)", qualname, n));
        return false;
    }
    return true;
}

bool check_expected(Vm& vm, const CallArgs& a, std::string_view name, std::string_view qualname, size_t min,
                    size_t max, size_t self) {
    if (!a.kw_values.empty()) return no_kwargs_error(vm, qualname);
    size_t n = a.pos.size() - self;
    if (n >= min && n <= max) return true;
    if (min == max) {
        vm.raise(TypeId::TypeError, fmt::format("{} expected {} argument{}, got {}", name, min, plural(min), n));
    } else if (n < min) {
        vm.raise(TypeId::TypeError, fmt::format("{} expected at least {} argument{}, got {}", name, min, plural(min), n));
    } else {
        vm.raise(TypeId::TypeError, fmt::format("{} expected at most {} argument{}, got {}", name, max, plural(max), n));
    }
    return false;
}

bool check_takes(Vm& vm, const CallArgs& a, std::string_view name, std::string_view qualname, size_t min,
                 size_t max, size_t self) {
    if (!a.kw_values.empty()) return no_kwargs_error(vm, qualname);
    size_t n = a.pos.size() - self;
    if (n >= min && n <= max) return true;
    if (min == max) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes exactly {} argument{} ({} given)", name, min, plural(min), n));
    } else if (n < min) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes at least {} argument{} ({} given)", name, min, plural(min), n));
    } else {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes at most {} argument{} ({} given)", name, max, plural(max), n));
    }
    return false;
}

bool bind_args(Vm& vm, const CallArgs& a, const ParamSpec& spec, Value* out, size_t self) {
    const size_t nargs = a.pos.size() - self;
    const size_t nkw = a.kw_values.size();
    const size_t maxargs = spec.names.size();
    const std::string_view* names = spec.names.begin();
    if (nargs + nkw > maxargs) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes at most {} {}argument{} ({} given)", spec.fname, maxargs,
                                                nargs == 0 ? "keyword " : "", plural(maxargs), nargs + nkw));
        return false;
    }
    if (nargs > spec.maxpos) {
        if (spec.maxpos == 0) {
            vm.raise(TypeId::TypeError, fmt::format("{}() takes no positional arguments", spec.fname));
        } else {
            vm.raise(TypeId::TypeError,
                     fmt::format("{}() takes {} {} positional argument{} ({} given)", spec.fname,
                                 spec.minpos < spec.maxpos ? "at most" : "exactly", spec.maxpos,
                                 plural(spec.maxpos), nargs));
        }
        return false;
    }
    size_t minposonly = std::min(spec.posonly, spec.minpos);
    if (nargs < minposonly) {
        vm.raise(TypeId::TypeError,
                 fmt::format("{}() takes {} {} positional argument{} ({} given)", spec.fname,
                             minposonly < spec.maxpos ? "at least" : "exactly", minposonly, plural(minposonly),
                             nargs));
        return false;
    }
    for (size_t i = 0; i < maxargs; ++i) out[i] = Value::undefined();
    for (size_t i = 0; i < nargs; ++i) out[i] = a.pos[self + i];
    size_t remaining = nkw;
    for (size_t i = std::max(nargs, spec.posonly); i < maxargs; ++i) {
        Value found = Value::undefined();
        for (size_t k = 0; k < nkw; ++k) {
            if (kw_name(vm, a, k) == names[i]) { found = a.kw_values[k]; break; }
        }
        out[i] = found;
        if (!found.is_undefined()) {
            --remaining;
        } else if (i < spec.minpos) {
            vm.raise(TypeId::TypeError, fmt::format("{}() missing required argument '{}' (pos {})", spec.fname,
                                                    names[i], i + 1));
            return false;
        }
    }
    if (remaining > 0) {
        for (size_t i = spec.posonly; i < nargs; ++i) {
            for (size_t k = 0; k < nkw; ++k) {
                if (kw_name(vm, a, k) == names[i]) {
                    vm.raise(TypeId::TypeError, fmt::format("argument for {}() given by name ('{}') and position ({})",
                                                            spec.fname, names[i], i + 1));
                    return false;
                }
            }
        }
        for (size_t k = 0; k < nkw; ++k) {
            std::string_view kn = kw_name(vm, a, k);
            bool known = false;
            for (size_t i = std::max(nargs, spec.posonly); i < maxargs; ++i) known = known || names[i] == kn;
            if (!known) {
                vm.raise(TypeId::TypeError, fmt::format("'{}' is an invalid keyword argument for {}()", kn, spec.fname));
                return false;
            }
        }
    }
    return true;
}

bool bind_kwonly(Vm& vm, const CallArgs& a, std::string_view fname, std::initializer_list<std::string_view> names,
                 Value* out) {
    size_t n = names.size();
    for (size_t i = 0; i < n; ++i) out[i] = Value::undefined();
    if (a.kw_values.size() > n) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes at most {} keyword argument{} ({} given)", fname, n,
                                                plural(n), a.kw_values.size()));
        return false;
    }
    for (size_t k = 0; k < a.kw_values.size(); ++k) {
        std::string_view kn = kw_name(vm, a, k);
        size_t i = 0;
        for (auto it = names.begin(); it != names.end(); ++it, ++i) {
            if (*it == kn) break;
        }
        if (i == n) {
            vm.raise(TypeId::TypeError, fmt::format("'{}' is an invalid keyword argument for {}()", kn, fname));
            return false;
        }
        out[i] = a.kw_values[k];
    }
    return true;
}

std::optional<int64_t> int_value(Vm& vm, Value v) {
    if (v.is_small_int()) return v.as_small_int();
    if (v.is_bool()) return v.as_bool() ? 1 : 0;
    if (vm.is_kind(v, vm::ObjKind::BigInt)) {
        const auto& b = vm.as<vm::BigIntObject>(v).value;
        if (b >= std::numeric_limits<int64_t>::min() && b <= std::numeric_limits<int64_t>::max()) return int64_t(b);
    }
    return std::nullopt;
}

namespace {

// Resolves v to an int Value through __index__; undefined() when v has no __index__.
Value index_value(Vm& vm, Value v) {
    if (vm.is_int(v)) return v;
    if (v.is_float() || !v.is_object()) return Value::undefined();
    vm::ObjKind k = vm.kind_of(v);
    if (k != vm::ObjKind::Instance) return Value::undefined();
    Value r = vm.call_method_if_exists(v, "__index__", {});
    if (r.is_error() || r.is_undefined()) return r;
    if (!vm.is_int(r)) {
        vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
        return Value::error();
    }
    return r;
}

int64_t saturate(Vm& vm, Value iv) {
    if (auto i = int_value(vm, iv)) return *i;
    return vm.as<vm::BigIntObject>(iv).value.sign() < 0 ? std::numeric_limits<int64_t>::min()
                                                        : std::numeric_limits<int64_t>::max();
}

}  // namespace

std::optional<int64_t> to_ssize(Vm& vm, Value v) {
    if (v.is_small_int()) return v.as_small_int();
    Value iv = index_value(vm, v);
    if (iv.is_error()) return std::nullopt;
    if (iv.is_undefined()) {
        vm.raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", vm.type_name(v)));
        return std::nullopt;
    }
    if (auto i = int_value(vm, iv)) return *i;
    vm.raise(TypeId::OverflowError, "Python int too large to convert to C ssize_t");
    return std::nullopt;
}

std::optional<int64_t> to_index_clamped(Vm& vm, Value v) {
    if (v.is_small_int()) return v.as_small_int();
    Value iv = index_value(vm, v);
    if (iv.is_error()) return std::nullopt;
    if (iv.is_undefined()) {
        vm.raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", vm.type_name(v)));
        return std::nullopt;
    }
    return saturate(vm, iv);
}

std::optional<int64_t> slice_index(Vm& vm, Value v, int64_t dflt) {
    if (v.is_undefined() || v.is_none()) return dflt;
    if (v.is_small_int()) return v.as_small_int();
    Value iv = index_value(vm, v);
    if (iv.is_error()) return std::nullopt;
    if (iv.is_undefined()) {
        vm.raise(TypeId::TypeError, "slice indices must be integers or None or have an __index__ method");
        return std::nullopt;
    }
    return saturate(vm, iv);
}

std::optional<std::string_view> str_ptr(Vm& vm, Value v) {
    if (!vm.is_str(v)) return std::nullopt;
    return vm.str_of(v);
}

const std::string* bytes_ptr(Vm& vm, Value v) {
    if (!vm.is_kind(v, vm::ObjKind::Bytes)) return nullptr;
    return &vm.as<vm::BytesObject>(v).data;
}

Value raise_text_error(Vm& vm, const text::TextError& e) {
    TypeId t = TypeId::ValueError;
    switch (e.kind) {
    case text::TextErrorKind::ValueError: t = TypeId::ValueError; break;
    case text::TextErrorKind::TypeError: t = TypeId::TypeError; break;
    case text::TextErrorKind::LookupError: t = TypeId::LookupError; break;
    case text::TextErrorKind::UnicodeDecodeError: t = TypeId::UnicodeDecodeError; break;
    case text::TextErrorKind::UnicodeEncodeError: t = TypeId::UnicodeEncodeError; break;
    case text::TextErrorKind::OverflowError: t = TypeId::OverflowError; break;
    case text::TextErrorKind::KeyError: t = TypeId::KeyError; break;
    }
    return vm.raise(t, e.message);
}

}  // namespace basilisk::stdlib
