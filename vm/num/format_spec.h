#pragma once
// The format-spec mini-language used by format(), str.format() and f-strings, and the
// printf-style conversions of the % operator, for int, float and str values.
// [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
// Errors (ValueError/OverflowError) carry CPython 3.11's messages.

#include <cstdint>
#include <string>
#include <string_view>

#include "vm/num/bigint.h"
#include "vm/num/result.h"

namespace basilisk::num {

enum class SpecTarget { Int, Float, Str };  // the object type the spec is applied to

struct FormatSpec {
    char32_t fill = ' ';
    bool has_fill = false;
    char align = '\0';      // '\0' (type default), '<', '>', '^', '='
    char sign = '\0';       // '\0', '+', '-', ' '
    bool no_neg_zero = false;  // 'z'
    bool alternate = false;    // '#'
    std::int64_t width = -1;
    char grouping = '\0';   // '\0', ',', '_'
    std::int64_t precision = -1;
    char32_t type = '\0';   // '\0' when absent
};

// Widths and precisions above this are refused with a "LimitError" instead of allocating.
inline constexpr std::int64_t kMaxFormatWidth = std::int64_t{1} << 26;

// Parses a spec for an object of the given type. Reports the parse-time errors:
// "Invalid format specifier '...' for object of type 'int'", "Format specifier missing precision",
// "Too many decimal digits in format string", "Cannot specify both ',' and '_'.",
// "Cannot specify ',' with 'x'.". Type-specific checks happen in the format_* functions.
// A non-empty `type_name` is the type the messages name instead of the target's ('bool').
NumResult<FormatSpec> parse_format_spec(std::string_view spec, SpecTarget target, std::string_view type_name = {});

// format(int, spec): types b c d o x X n, e E f F g G % (through float), none (= d).
// Decimal output obeys max_str_digits like str(int). Errors about the spec name `type_name`,
// the object's own type (CPython says 'bool' for True).
NumResult<std::string> format_int(BigInt const& value, FormatSpec const& spec,
                                  std::uint64_t max_str_digits = kDefaultMaxStrDigits,
                                  std::string_view type_name = "int");
NumResult<std::string> format_int(BigInt const& value, std::string_view spec,
                                  std::uint64_t max_str_digits = kDefaultMaxStrDigits,
                                  std::string_view type_name = "int");
// format(float, spec): types e E f F g G n %, none (repr-like; with a precision, like g but
// keeping at least one fractional digit and switching to exponent form one digit earlier).
// Errors name `type_name` (a float subclass by its own name, as CPython's).
NumResult<std::string> format_float(double value, FormatSpec const& spec, std::string_view type_name = "float");
NumResult<std::string> format_float(double value, std::string_view spec, std::string_view type_name = "float");
// format(str, spec) on UTF-8 text: type s or none; precision truncates code points, width
// counts code points.
NumResult<std::string> format_str(std::string_view utf8, FormatSpec const& spec);
NumResult<std::string> format_str(std::string_view utf8, std::string_view spec);

// ---- printf-style (%) conversions. The VM parses "%-+ #0" flags, width, precision ('*'
// already resolved; a negative '*' width means left-justify, which the VM maps to left=true)
// and the conversion character, and handles %s/%r/%a and the argument tuple/dict.
struct PercentSpec {
    bool left = false;       // '-'
    bool plus = false;       // '+'
    bool space = false;      // ' '
    bool alternate = false;  // '#'
    bool zero = false;       // '0'
    std::int64_t width = -1;
    std::int64_t precision = -1;
    char conversion = 'd';   // d i u o x X e E f F g G c
};

// An int argument: d i u o x X c, and e E f F g G (converted with to_double).
// OverflowError "%c arg not in range(0x110000)".
NumResult<std::string> format_percent_int(BigInt const& value, PercentSpec const& spec,
                                          std::uint64_t max_str_digits = kDefaultMaxStrDigits);
// The same for a machine int (the common case, without a big-number conversion).
NumResult<std::string> format_percent_int(std::int64_t value, PercentSpec const& spec,
                                          std::uint64_t max_str_digits = kDefaultMaxStrDigits);
// A float argument: e E f F g G; d i u truncate to int first (like CPython). o x X:
// TypeError "%x format: an integer is required, not float"; c: TypeError "%c requires int or char".
NumResult<std::string> format_percent_float(double value, PercentSpec const& spec,
                                            std::uint64_t max_str_digits = kDefaultMaxStrDigits);

} // namespace basilisk::num
