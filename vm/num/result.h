#pragma once
// Error-as-value result type shared by the numeric library (vm/num).
// The numeric code never throws on user input: every failure a Python program can trigger is
// returned as a NumError naming the Python exception type and CPython 3.11's message.

#include <string>
#include <utility>
#include <variant>

namespace basilisk::num {

struct NumError {
    // Python exception class name: "ValueError", "OverflowError", "ZeroDivisionError",
    // "TypeError", or "LimitError" (not a Python class: a resource limit such as a result
    // that would exceed max_bits; the VM turns it into its uncatchable limit error).
    const char* type;
    std::string message;
    // When true, the caller must append repr(original input string) to message. Used by
    // int()/float() parsing, whose messages end with the repr of the argument
    // ("invalid literal for int() with base 10: 'abc'"); computing a Python repr needs the
    // str object's Unicode tables, which this library does not depend on.
    bool append_input_repr = false;
};

template<class T>
using NumResult = std::variant<T, NumError>;

template<class T>
bool is_ok(NumResult<T> const& r) { return r.index() == 0; }

template<class T>
T const& value_of(NumResult<T> const& r) { return std::get<0>(r); }

template<class T>
T& value_of(NumResult<T>& r) { return std::get<0>(r); }

template<class T>
NumError const& error_of(NumResult<T> const& r) { return std::get<1>(r); }

inline NumError make_error(const char* type, std::string message)
{
    return NumError{type, std::move(message), false};
}

} // namespace basilisk::num
