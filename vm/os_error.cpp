// OSError as CPython 3.11 makes it (Objects/exceptions.c): OSError(errno, strerror[, filename[,
// winerror[, filename2]]]) fills .errno, .strerror, .filename and .filename2, keeps only
// (errno, strerror) in args when a filename is given, and OSError itself called with a known
// errno makes the matching subclass (OSError(2, 'x') is a FileNotFoundError). Errno values are
// Linux's, as the `errno` module has them there: the sandbox answers the same on every host.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

struct ErrnoClass {
    int64_t code;
    TypeId type;
};

// CPython's errnomap (Objects/exceptions.c, _PyExc_InitState) with Linux's numbers.
constexpr ErrnoClass kErrnoClasses[] = {
    {11, TypeId::BlockingIOError},         // EAGAIN, EWOULDBLOCK
    {114, TypeId::BlockingIOError},        // EALREADY
    {115, TypeId::BlockingIOError},        // EINPROGRESS
    {10, TypeId::ChildProcessError},       // ECHILD
    {32, TypeId::BrokenPipeError},         // EPIPE
    {108, TypeId::BrokenPipeError},        // ESHUTDOWN
    {103, TypeId::ConnectionAbortedError}, // ECONNABORTED
    {111, TypeId::ConnectionRefusedError}, // ECONNREFUSED
    {104, TypeId::ConnectionResetError},   // ECONNRESET
    {17, TypeId::FileExistsError},         // EEXIST
    {2, TypeId::FileNotFoundError},        // ENOENT
    {21, TypeId::IsADirectoryError},       // EISDIR
    {20, TypeId::NotADirectoryError},      // ENOTDIR
    {4, TypeId::InterruptedError},         // EINTR
    {13, TypeId::PermissionError},         // EACCES
    {1, TypeId::PermissionError},          // EPERM
    {3, TypeId::ProcessLookupError},       // ESRCH
    {110, TypeId::TimeoutError},           // ETIMEDOUT
};

bool is_os_error(const Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Exception) && vm.isinstance(v, TypeId::OSError);
}

// PyNumber_Check: what BlockingIOError's third argument must be to count characters written.
bool is_number_like(Vm& vm, Value v) {
    if (vm.is_int(v) || vm.is_float(v)) return true;
    Value cls = vm.type_of(v);
    for (const char* hook : {"__index__", "__int__", "__float__"})
        if (!find_user_attr(vm, cls, hook).is_undefined()) return true;
    return false;
}

// PyNumber_AsSsize_t(v, ValueError): an index-sized int, overflow being a ValueError.
std::optional<int64_t> characters_written_of(Vm& vm, Value v) {
    if (vm.is_kind(v, ObjKind::BigInt)) {
        vm.raise(TypeId::ValueError, fmt::format("cannot fit '{}' into an index-sized integer", vm.type_name(v)));
        return std::nullopt;
    }
    return vm.index_of(v, "");
}

Value os_error_init(Vm& vm, const CallArgs& a) {
    if (a.size() < 1 || !vm.is_kind(a[0], ObjKind::Exception)) return Value::none();
    Value self = a[0];
    if (!a.kw_values.empty())
        return vm.raise(TypeId::TypeError, fmt::format("{}() takes no keyword arguments", vm.class_name(vm.type_of(self))));
    std::vector<Value> args(a.pos.begin() + 1, a.pos.end());
    Value fields[5] = {Value::undefined(), Value::undefined(), Value::undefined(), Value::undefined(), Value::undefined()};
    if (args.size() >= 2 && args.size() <= 5) {
        fields[0] = args[0];
        fields[1] = args[1];
        Value filename = args.size() > 2 ? args[2] : Value::none();
        Value filename2 = args.size() > 4 ? args[4] : Value::none();   // args[3] is Windows' winerror
        if (!filename.is_none()) {
            // Only BlockingIOError itself (not a subclass) reads a number there.
            if (vm.type_of(self).identical(Value::type(uint32_t(TypeId::BlockingIOError))) && is_number_like(vm, filename)) {
                std::optional<int64_t> n = characters_written_of(vm, filename);
                if (!n) return Value::error();
                fields[4] = vm.new_int(*n);
            } else {
                fields[2] = filename;
                if (!filename2.is_none()) fields[3] = filename2;
                args.resize(2);
            }
        }
    }
    Value tuple = vm.new_tuple(std::move(args));
    auto& e = vm.as<ExceptionObject>(self);
    e.args = tuple;
    e.os_errno = fields[0];
    e.os_strerror = fields[1];
    e.os_filename = fields[2];
    e.os_filename2 = fields[3];
    e.os_written = fields[4];
    return Value::none();
}

Value* os_field(ExceptionObject& e, std::string_view name) {
    if (name == "errno") return &e.os_errno;
    if (name == "strerror") return &e.os_strerror;
    if (name == "filename") return &e.os_filename;
    if (name == "filename2") return &e.os_filename2;
    if (name == "characters_written") return &e.os_written;
    return nullptr;
}

}  // namespace

void prepare_os_error(Vm& vm, Value& cls, std::vector<Value>& args) {
    // OSError itself with an errno CPython knows becomes the subclass for it (a bool counts as
    // its int value, as it does as a dict key in CPython's map).
    if (cls.identical(Value::type(uint32_t(TypeId::OSError))) && args.size() >= 2 && args.size() <= 5 &&
        (args[0].is_small_int() || args[0].is_bool())) {
        int64_t code = args[0].is_bool() ? int64_t(args[0].as_bool()) : args[0].as_small_int();
        for (const ErrnoClass& m : kErrnoClasses) {
            if (m.code == code) {
                cls = Value::type(uint32_t(m.type));
                break;
            }
        }
    }
    // A subclass with its own Python __init__ parses nothing when made: its __init__ may call
    // OSError.__init__ with whatever arguments it likes, and args start empty until then.
    if (vm.is_kind(cls, ObjKind::Class) && vm.is_kind(vm.lookup_in_class(cls, "__init__"), ObjKind::Function)) args.clear();
}

Value os_error_attribute(Vm& vm, Value exc, std::string_view name) {
    if (!is_os_error(vm, exc)) return Value::undefined();
    Value* field = os_field(vm.as<ExceptionObject>(exc), name);
    if (!field) return Value::undefined();
    if (!field->is_undefined()) return *field;
    if (name == "characters_written") return vm.raise(TypeId::AttributeError, "characters_written");
    return Value::none();
}

int set_os_error_attribute(Vm& vm, Value exc, std::string_view name, Value value) {
    if (!is_os_error(vm, exc)) return 0;
    if (!os_field(vm.as<ExceptionObject>(exc), name)) return 0;
    if (name == "characters_written") {
        if (value.is_undefined()) {
            if (vm.as<ExceptionObject>(exc).os_written.is_undefined()) {
                vm.raise(TypeId::AttributeError, "characters_written");
                return -1;
            }
        } else {
            std::optional<int64_t> n = characters_written_of(vm, value);
            if (!n) return -1;
            value = vm.new_int(*n);
        }
    }
    *os_field(vm.as<ExceptionObject>(exc), name) = value;   // undefined(): deleted, reads None again
    return 1;
}

std::optional<bool> os_error_str(Vm& vm, Value exc, std::string& out) {
    if (!is_os_error(vm, exc)) return std::nullopt;
    const auto& e = vm.as<ExceptionObject>(exc);
    if (e.os_filename.is_undefined() && (e.os_errno.is_undefined() || e.os_strerror.is_undefined())) return std::nullopt;
    Value errno_value = e.os_errno.is_undefined() ? Value::none() : e.os_errno;
    Value strerror = e.os_strerror.is_undefined() ? Value::none() : e.os_strerror;
    Value filename = e.os_filename, filename2 = e.os_filename2;
    auto no = vm.str_string(errno_value);
    if (!no) return false;
    auto text = vm.str_string(strerror);
    if (!text) return false;
    out += fmt::format("[Errno {}] {}", *no, *text);
    if (filename.is_undefined()) return true;
    auto name = vm.repr_string(filename);
    if (!name) return false;
    out += ": " + *name;
    if (filename2.is_undefined()) return true;
    auto name2 = vm.repr_string(filename2);
    if (!name2) return false;
    out += " -> " + *name2;
    return true;
}

void register_os_error(NativeRegistry& reg) {
    reg.add_method(TypeId::OSError, "__init__", os_error_init);
    // CPython keeps these two old names as aliases of OSError.
    reg.add_builtin_value("IOError", Value::type(uint32_t(TypeId::OSError)));
    reg.add_builtin_value("EnvironmentError", Value::type(uint32_t(TypeId::OSError)));
}

}  // namespace basilisk::vm
