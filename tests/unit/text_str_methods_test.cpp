#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "stdlib/text/str_methods.h"

namespace basilisk::text {
namespace {

// Hand-picked cases; expectations checked against CPython 3.11.

TEST(TextStrMethods, Errors) {
    auto e = split("abc", "");
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().kind, TextErrorKind::ValueError);
    EXPECT_EQ(e.error().message, "empty separator");
    EXPECT_EQ(rsplit("abc", "").error().message, "empty separator");
    EXPECT_EQ(partition("abc", "").error().message, "empty separator");
    EXPECT_EQ(rpartition("abc", "").error().message, "empty separator");
    EXPECT_EQ(index("abc", "d").error().message, "substring not found");
    EXPECT_EQ(rindex("abc", "a", 1).error().message, "substring not found");
    EXPECT_EQ(index("h\xc3\xa9llo", "l").value(), 2);
    EXPECT_EQ(rindex("h\xc3\xa9llo", "l").value(), 3);
    EXPECT_EQ(bytes_index("abc", "d").error().message, "subsection not found");
    EXPECT_EQ(bytes_rindex("abcb", "b").value(), 3);
}

TEST(TextStrMethods, FinalSigma) {
    EXPECT_EQ(lower("\xce\xa3"), "\xcf\x83");                      // 'Σ'.lower() == 'σ'
    EXPECT_EQ(lower("A\xce\xa3"), "a\xcf\x82");                    // 'AΣ'.lower() == 'aς'
    EXPECT_EQ(lower("A\xce\xa3" "B"), "a\xcf\x83" "b");            // 'AΣB' -> 'aσb'
    EXPECT_EQ(lower("A\xce\xa3'"), "a\xcf\x82'");                  // apostrophe is case-ignorable
    EXPECT_EQ(lower("A'\xce\xa3"), "a'\xcf\x82");
    EXPECT_EQ(lower("A\xce\xa3'B"), "a\xcf\x83'b");
    EXPECT_EQ(lower("\xce\x9f\xce\x94\xce\x9f\xce\xa3 \xce\x9f\xce\x94\xce\x9f\xce\xa3."),
              "\xce\xbf\xce\xb4\xce\xbf\xcf\x82 \xce\xbf\xce\xb4\xce\xbf\xcf\x82.");
    EXPECT_EQ(swapcase("\xce\x91\xce\xa3"), "\xce\xb1\xcf\x82");  // 'ΑΣ'.swapcase() == 'ας'
    EXPECT_EQ(title("\xce\x91\xce\xa3 b"), "\xce\x91\xcf\x82 B");
    EXPECT_EQ(casefold("\xce\xa3"), "\xcf\x83");
    EXPECT_EQ(casefold("\xcf\x82"), "\xcf\x83");
}

TEST(TextStrMethods, SpecialCasing) {
    EXPECT_EQ(upper("stra\xc3\x9f" "e"), "STRASSE");
    EXPECT_EQ(upper("\xef\xac\x81"), "FI");                        // 'ﬁ'.upper()
    EXPECT_EQ(title("\xef\xac\x81re"), "Fire");
    EXPECT_EQ(capitalize("\xef\xac\x81re"), "Fire");
    EXPECT_EQ(lower("\xc4\xb0stanbul"), "i\xcc\x87stanbul");       // 'İ' -> 'i̇'
    EXPECT_EQ(upper("\xc4\xb1"), "I");                             // dotless ı
    EXPECT_EQ(capitalize("\xc7\x86" "a"), "\xc7\x85" "a");         // ǆa -> ǅa (titlecase)
    EXPECT_EQ(capitalize("hELLO wORLD"), "Hello world");
    EXPECT_EQ(title("they're bill's friends"), "They'Re Bill'S Friends");
    EXPECT_EQ(swapcase("Stra\xc3\x9f" "e"), "sTRASSE");
    EXPECT_EQ(upper("\xf0\x9f\x98\x80 ok"), "\xf0\x9f\x98\x80 OK");
    EXPECT_EQ(upper(""), "");
    EXPECT_EQ(casefold("Stra\xc3\x9f" "e"), "strasse");
}

TEST(TextStrMethods, IndicesAreCodePoints) {
    const std::string s = "\xf0\x9f\x98\x80" "a\xf0\x9f\x98\x80" "b";  // '😀a😀b'
    EXPECT_EQ(find(s, "b"), 3);
    EXPECT_EQ(find(s, "\xf0\x9f\x98\x80", 1), 2);
    EXPECT_EQ(rfind(s, "\xf0\x9f\x98\x80", 0, 2), 0);
    EXPECT_EQ(find(s, "a", -3), 1);
    EXPECT_EQ(find(s, "a", -1), -1);
    EXPECT_EQ(count(s, ""), 5);
    EXPECT_EQ(count(s, "", 10), 0);
    EXPECT_EQ(count(s, "", -100, 100), 5);
    EXPECT_TRUE(startswith(s, "a", 1));
    EXPECT_TRUE(endswith(s, "\xf0\x9f\x98\x80", 0, 3));
    EXPECT_FALSE(startswith(s, "", 5));
    EXPECT_TRUE(startswith(s, "", 4));
    EXPECT_EQ(find(s, "", 4), 4);
    EXPECT_EQ(find(s, "", 5), -1);
    EXPECT_EQ(find(s, "", kEnd), -1);
}

TEST(TextStrMethods, ReplaceAndJoin) {
    EXPECT_EQ(replace("abc", "", "-"), "-a-b-c-");
    EXPECT_EQ(replace("\xc3\xa9\xc3\xa9", "", "-", 2), "-\xc3\xa9-\xc3\xa9");
    EXPECT_EQ(replace("", "", "x"), "x");
    EXPECT_EQ(replace("abc", "", "x", 0), "abc");
    EXPECT_EQ(replace("aaa", "a", "bb", 2), "bbbba");
    EXPECT_EQ(join(", ", std::vector<std::string>{"a", "\xc3\xa9", ""}), "a, \xc3\xa9, ");
    EXPECT_EQ(join("-", std::vector<std::string_view>{}), "");
    EXPECT_EQ(join("", std::vector<std::string_view>{"x", "y"}), "xy");
    EXPECT_EQ(removeprefix("prefix-x", "prefix-"), "x");
    EXPECT_EQ(removeprefix("abc", ""), "abc");
    EXPECT_EQ(removesuffix("a.py", ".py"), "a");
    EXPECT_EQ(removesuffix("a.py", ""), "a.py");
    EXPECT_EQ(removesuffix("py", "a.py"), "py");
}

TEST(TextStrMethods, Padding) {
    EXPECT_EQ(center("abc", 6), " abc  ");
    EXPECT_EQ(center("abc", 7, U'\u00e9'), "\xc3\xa9\xc3\xa9" "abc\xc3\xa9\xc3\xa9");
    EXPECT_EQ(center("ab", 5), "  ab ");
    EXPECT_EQ(center("abc", -1), "abc");
    EXPECT_EQ(zfill("-42", 6), "-00042");
    EXPECT_EQ(zfill("+", 3), "+00");
    EXPECT_EQ(zfill("\xc3\xa9", 3), "00\xc3\xa9");
    EXPECT_EQ(expandtabs("a\tb\n\tc", 4), "a   b\n    c");
    EXPECT_EQ(expandtabs("\xc3\xa9\tx", 4), "\xc3\xa9   x");
    EXPECT_EQ(expandtabs("a\tb", 0), "ab");
    EXPECT_EQ(expandtabs("a\tb", -1), "ab");
}

TEST(TextStrMethods, Predicates) {
    EXPECT_FALSE(isalpha(""));
    EXPECT_TRUE(isascii(""));
    EXPECT_TRUE(isprintable(""));
    EXPECT_TRUE(isdecimal("\xd9\xa1\xd9\xa2\xd9\xa3"));  // '١٢٣'
    EXPECT_TRUE(isdigit("\xc2\xb2"));                    // '²'
    EXPECT_FALSE(isdecimal("\xc2\xb2"));
    EXPECT_TRUE(isnumeric("\xc2\xbd"));                  // '½'
    EXPECT_TRUE(isidentifier("\xc3\xb1" "ame"));
    EXPECT_FALSE(isidentifier("1abc"));
    EXPECT_TRUE(isidentifier("_"));
    EXPECT_FALSE(isidentifier("a-b"));
    EXPECT_TRUE(istitle("Hello World"));
    EXPECT_FALSE(istitle("Hello world"));
    EXPECT_TRUE(istitle("\xc7\x85" "a"));  // 'ǅa'
    EXPECT_TRUE(isupper("ABC 1"));
    EXPECT_FALSE(isupper("123"));
    EXPECT_TRUE(islower("stra\xc3\x9f" "e"));
    EXPECT_TRUE(isspace(" \t\n\x1c\xe3\x80\x80"));
    EXPECT_FALSE(isspace("\xe2\x80\x8b"));  // zero width space is not whitespace
    EXPECT_FALSE(isprintable("a\xed\xa0\x80"));  // lone surrogate
}

TEST(TextStrMethods, Translate) {
    const std::map<char32_t, TranslateEntry> table = {
        {U'a', {TranslateEntry::Kind::Replace, "\xce\xb1"}},
        {U'b', {TranslateEntry::Kind::Delete, ""}},
        {U'\u00e9', {TranslateEntry::Kind::Replace, "e"}},
    };
    TranslateLookup lookup = [&](char32_t c) -> Result<TranslateEntry> {
        auto it = table.find(c);
        if (it == table.end()) return TranslateEntry{};
        return it->second;
    };
    EXPECT_EQ(translate("abc\xc3\xa9", lookup).value(), "\xce\xb1" "ce");
    TranslateLookup failing = [](char32_t c) -> Result<TranslateEntry> {
        if (c == U'x') {
            TextError e;
            e.kind = TextErrorKind::TypeError;
            e.message = "character mapping must return integer, None or str";
            return e;
        }
        return TranslateEntry{};
    };
    auto r = translate("abxc", failing);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, TextErrorKind::TypeError);

    auto m = maketrans("ab", "\xce\xb1\xce\xb2", "c");
    ASSERT_TRUE(m.ok());
    ASSERT_EQ(m->size(), 3u);
    EXPECT_EQ((*m)[1].from, U'b');
    EXPECT_EQ((*m)[1].to, std::optional<char32_t>(U'β'));
    EXPECT_EQ((*m)[2].from, U'c');
    EXPECT_FALSE((*m)[2].to.has_value());
    EXPECT_EQ(maketrans("ab", "c").error().message, "the first two maketrans arguments must have equal length");
}

TEST(TextStrMethods, NumberTransform) {
    EXPECT_EQ(transform_decimal_and_space_to_ascii("\xd9\xa1\xd9\xa2\xd9\xa3"), "123");  // int('١٢٣')
    EXPECT_EQ(transform_decimal_and_space_to_ascii("\xe3\x80\x80-\xef\xbc\x91.5\xc2\xa0"), " -1.5 ");
    EXPECT_EQ(transform_decimal_and_space_to_ascii("\xc2\xb2"), "?");  // superscript two is not decimal
    EXPECT_EQ(transform_decimal_and_space_to_ascii("12_3"), "12_3");
}

TEST(TextStrMethods, Repr) {
    EXPECT_EQ(repr_str(""), "''");
    EXPECT_EQ(repr_str("it's"), "\"it's\"");
    EXPECT_EQ(repr_str("both ' and \""), "'both \\' and \"'");
    EXPECT_EQ(repr_str("a\nb\t\\\r\x01\x7f"), "'a\\nb\\t\\\\\\r\\x01\\x7f'");
    EXPECT_EQ(repr_str("\xc3\xa9\xf0\x9f\x98\x80"), "'\xc3\xa9\xf0\x9f\x98\x80'");
    EXPECT_EQ(repr_str("\xc2\xa0\xc2\x85\xe2\x80\x8b\xed\xa0\x80\xf3\xa0\x80\x81"),
              "'\\xa0\\x85\\u200b\\ud800\\U000e0001'");
    EXPECT_EQ(ascii_repr_str("\xc3\xa9\xf0\x9f\x98\x80x"), "'\\xe9\\U0001f600x'");
    EXPECT_EQ(bytes_repr(std::string("it's\x00\xff", 6)), "b\"it's\\x00\\xff\"");
    EXPECT_EQ(bytes_repr("a\\'\"", "bytearray(b"), "bytearray(b'a\\\\\\'\"'");
}

TEST(TextBytesMethods, HexAndFromhex) {
    EXPECT_EQ(bytes_hex("\x01\x02\x03", std::string_view(":"), 2).value(), "01:0203");
    EXPECT_EQ(bytes_hex("\x01\x02\x03", std::string_view(":"), -2).value(), "0102:03");
    EXPECT_EQ(bytes_hex("\x01\x02\x03\x04\x05", std::string_view("-"), 2).value(), "01-0203-0405");
    EXPECT_EQ(bytes_hex("ab", std::string_view(":"), 0).value(), "6162");
    EXPECT_EQ(bytes_hex("", std::string_view(":")).value(), "");
    EXPECT_EQ(bytes_hex("ab", std::string_view("::")).error().message, "sep must be length 1.");
    EXPECT_EQ(bytes_hex("ab", std::string_view("")).error().message, "sep must be length 1.");
    EXPECT_EQ(bytes_hex("ab", std::string_view("\xc3\xa9")).error().message, "sep must be ASCII.");
    EXPECT_EQ(bytes_hex("ab", std::string_view("\xff")).error().message, "sep must be ASCII.");
    EXPECT_EQ(bytes_fromhex("01 02").value(), std::string("\x01\x02"));
    EXPECT_EQ(bytes_fromhex(" 0aFF ").value(), std::string("\x0a\xff"));
    EXPECT_EQ(bytes_fromhex("").value(), "");
    const char* msg = "non-hexadecimal number found in fromhex() arg at position ";
    EXPECT_EQ(bytes_fromhex("1").error().message, std::string(msg) + "1");
    EXPECT_EQ(bytes_fromhex("a b").error().message, std::string(msg) + "1");
    EXPECT_EQ(bytes_fromhex("0g").error().message, std::string(msg) + "1");
    EXPECT_EQ(bytes_fromhex("\xc3\xa9").error().message, std::string(msg) + "0");
    EXPECT_EQ(bytes_fromhex("00 \xc3\xa9" "0").error().message, std::string(msg) + "3");
}

TEST(TextBytesMethods, TranslateAndMaketrans) {
    auto table = bytes_maketrans("ab", "xy");
    ASSERT_TRUE(table.ok());
    EXPECT_EQ(table->size(), 256u);
    EXPECT_EQ(bytes_translate("abcab", std::string_view(*table)).value(), "xycxy");
    EXPECT_EQ(bytes_translate("abcab", std::string_view(*table), "b").value(), "xcx");
    EXPECT_EQ(bytes_translate("abcab", std::nullopt, "ac").value(), "bb");
    EXPECT_EQ(bytes_translate("a", std::string_view("short")).error().message,
              "translation table must be 256 characters long");
    EXPECT_EQ(bytes_maketrans("ab", "c").error().message, "maketrans arguments must have same length");
    EXPECT_EQ(bytes_removeprefix(std::string("\xff\x00x", 3), std::string("\xff\x00", 2)), "x");
    EXPECT_EQ(bytes_partition("a=b=c", "=").value(), (std::array<std::string, 3>{"a", "=", "b=c"}));
    EXPECT_EQ(bytes_rpartition("abc", "=").value(), (std::array<std::string, 3>{"", "", "abc"}));
}

}  // namespace
}  // namespace basilisk::text
