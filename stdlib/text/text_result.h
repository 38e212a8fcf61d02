#pragma once
// Error values for the text library. Nothing here throws: a failing operation returns a TextError
// naming the Python exception type and CPython's exact message; the VM turns it into an exception.

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace basilisk::text {

enum class TextErrorKind {
    ValueError,
    TypeError,
    LookupError,
    UnicodeDecodeError,
    UnicodeEncodeError,
    OverflowError,
    KeyError,
};

struct TextError {
    TextErrorKind kind = TextErrorKind::ValueError;
    std::string message;
    // For UnicodeDecodeError / UnicodeEncodeError: the codec name, the failing range (byte positions
    // for decode, code point positions for encode) and the reason, as the exception's attributes.
    std::string encoding;
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::string reason;
};

inline TextError value_error(std::string message) {
    TextError e;
    e.kind = TextErrorKind::ValueError;
    e.message = std::move(message);
    return e;
}

// A value or a TextError (std::expected is C++23).
template <typename T>
class Result {
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(TextError error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }
    T& value() & { return std::get<0>(m_data); }
    const T& value() const& { return std::get<0>(m_data); }
    T&& value() && { return std::get<0>(std::move(m_data)); }
    const TextError& error() const { return std::get<1>(m_data); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

private:
    std::variant<T, TextError> m_data;
};

}  // namespace basilisk::text
