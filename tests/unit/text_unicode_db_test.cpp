#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "stdlib/text/str_methods.h"
#include "stdlib/text/unicode_db.h"
#include "stdlib/text/utf8.h"

namespace basilisk::text {
namespace {

std::u32string full(int (*fn)(char32_t, char32_t*) noexcept, char32_t cp) {
    char32_t buf[3];
    const int n = fn(cp, buf);
    return std::u32string(buf, buf + n);
}

// Every code point's properties and case mappings, folded into one FNV-1a hash. The expected value
// was computed by CPython 3.11 with the same fold over str.isalpha()/.../str.upper()/.casefold() and
// unicodedata.decimal()/digit(), so any table or lookup error anywhere in U+0000..U+10FFFF shows.
TEST(TextUnicodeDb, WholeTableMatchesCPython) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&](std::uint32_t v) {
        h ^= v;
        h *= 0x100000001b3ULL;
    };
    for (char32_t cp = 0; cp < 0x110000; ++cp) {
        const std::string s = encode_code_point(cp);
        const std::uint32_t bits =
            (is_alpha(cp) << 0) | (is_decimal(cp) << 1) | (is_digit(cp) << 2) | (is_numeric(cp) << 3) |
            (is_space(cp) << 4) | (is_lower(cp) << 5) | (is_upper(cp) << 6) | (is_printable(cp) << 7) |
            (isidentifier(s) << 8) | (isidentifier("a" + s) << 9) | (is_alnum(cp) << 10) |
            (istitle(s) << 11);
        mix(bits);
        mix(static_cast<std::uint32_t>(decimal_value(cp) + 1));
        mix(static_cast<std::uint32_t>(digit_value(cp) + 1));
        if (cp >= 0xD800 && cp < 0xE000) continue;
        for (auto fn : {to_upper_full, to_lower_full, to_title_full, casefold_full}) {
            const std::u32string m = full(fn, cp);
            mix(static_cast<std::uint32_t>(m.size()));
            for (char32_t c : m) mix(c);
        }
    }
    EXPECT_EQ(h, 0x780d764e389a4b2fULL);
}

TEST(TextUnicodeDb, SpotChecks) {
    EXPECT_EQ(full(to_upper_full, U'ß'), U"SS");
    EXPECT_EQ(full(to_upper_full, U'ﬁ'), U"FI");
    EXPECT_EQ(full(to_title_full, U'ﬁ'), U"Fi");
    EXPECT_EQ(full(to_lower_full, U'İ'), U"i\u0307");
    EXPECT_EQ(full(casefold_full, U'ß'), U"ss");
    EXPECT_EQ(full(to_lower_full, U'Σ'), U"σ");
    EXPECT_EQ(full(to_title_full, U'ǆ'), U"ǅ");
    EXPECT_EQ(full(to_upper_full, U'ΐ'), U"\u0399\u0308\u0301");
    EXPECT_EQ(full(to_upper_full, U'a'), U"A");
    EXPECT_EQ(full(to_upper_full, U'1'), U"1");
    EXPECT_EQ(full(to_upper_full, 0x110000), std::u32string(1, 0x110000));  // out of range: identity
    EXPECT_EQ(decimal_value(U'٣'), 3);
    EXPECT_EQ(decimal_value(U'7'), 7);
    EXPECT_EQ(decimal_value(U'²'), -1);
    EXPECT_EQ(digit_value(U'²'), 2);
    EXPECT_EQ(decimal_value(U'\U0001D7D9'), 1);  // MATHEMATICAL DOUBLE-STRUCK DIGIT ONE
    EXPECT_TRUE(is_numeric(U'½'));
    EXPECT_FALSE(is_digit(U'½'));
    EXPECT_TRUE(is_space(U'\u3000'));
    EXPECT_TRUE(is_space(0x1c));
    EXPECT_FALSE(is_space(0x200b));
    EXPECT_TRUE(is_linebreak(0x2028));
    EXPECT_TRUE(is_linebreak(0x85));
    EXPECT_FALSE(is_linebreak(0x1f));
    EXPECT_TRUE(is_case_ignorable(U'\''));
    EXPECT_TRUE(is_case_ignorable(0x301));
    EXPECT_FALSE(is_case_ignorable(U'a'));
    EXPECT_TRUE(is_cased(U'ǅ'));
    EXPECT_TRUE(is_titlecase(U'ǅ'));
    EXPECT_FALSE(is_printable(0xD800));
    EXPECT_FALSE(is_printable(0x00A0));
    EXPECT_TRUE(is_printable(U'é'));
    EXPECT_FALSE(is_printable(0x10FFFF));
    EXPECT_FALSE(is_alpha(0x110000));
}

}  // namespace
}  // namespace basilisk::text
