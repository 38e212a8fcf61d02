#include <gtest/gtest.h>

#include <string>

#include "stdlib/text/utf8.h"

namespace basilisk::text {
namespace {

// Expected values below come from CPython 3.11.

std::string decode_err(std::string_view bytes, std::string_view codec = "utf-8",
                       std::string_view errors = "strict") {
    auto r = decode(bytes, codec, errors);
    EXPECT_FALSE(r.ok());
    return r.ok() ? std::string("<ok>") : r.error().message;
}

std::string encode_err(std::string_view str, std::string_view codec, std::string_view errors = "strict") {
    auto r = encode(str, codec, errors);
    EXPECT_FALSE(r.ok());
    return r.ok() ? std::string("<ok>") : r.error().message;
}

TEST(TextUtf8, DecodeNextAndAppend) {
    const std::string s = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80";  // aé€😀
    std::size_t pos = 0;
    EXPECT_EQ(decode_next(s, pos), U'a');
    EXPECT_EQ(decode_next(s, pos), U'é');
    EXPECT_EQ(decode_next(s, pos), U'€');
    EXPECT_EQ(decode_next(s, pos), U'😀');
    EXPECT_EQ(pos, s.size());
    std::size_t back = s.size();
    EXPECT_EQ(decode_prev(s, back), U'😀');
    EXPECT_EQ(decode_prev(s, back), U'€');
    EXPECT_EQ(back, 3u);
    std::string out;
    for (char32_t c : {U'a', U'é', U'€', U'😀'}) append_utf8(out, c);
    EXPECT_EQ(out, s);
    // Lone surrogates are stored as 3-byte WTF-8 sequences and round-trip.
    const std::string sur = encode_code_point(0xD800);
    EXPECT_EQ(sur, "\xed\xa0\x80");
    pos = 0;
    EXPECT_EQ(decode_next(sur, pos), 0xD800u);
    // Malformed internal bytes never crash.
    const std::string bad = "\xff\xc3";
    pos = 0;
    EXPECT_EQ(decode_next(bad, pos), kReplacementChar);
    EXPECT_EQ(decode_next(bad, pos), kReplacementChar);
    EXPECT_EQ(pos, 2u);
    std::size_t p2 = 1;
    EXPECT_EQ(decode_prev(bad, p2), kReplacementChar);
}

TEST(TextUtf8, LengthsAndOffsets) {
    const std::string s = "h\xc3\xa9llo \xf0\x9f\x98\x80!";  // "héllo 😀!"
    EXPECT_EQ(cp_length(s), 8u);
    EXPECT_EQ(cp_length(""), 0u);
    EXPECT_EQ(byte_offset(s, 0, false), 0u);
    EXPECT_EQ(byte_offset(s, 2, false), 3u);
    EXPECT_EQ(byte_offset(s, 7, false), 11u);
    EXPECT_EQ(byte_offset(s, 8, false), s.size());
    EXPECT_EQ(byte_offset(s, 100, false), s.size());
    EXPECT_EQ(byte_offset("abc", 2, true), 2u);
    EXPECT_EQ(byte_offset("abc", 9, true), 3u);
    EXPECT_EQ(cp_index(s, 11, false), 7u);
    EXPECT_EQ(code_point_at(s, 6, false), U'😀');
    EXPECT_EQ(code_point_at("xyz", 1, true), U'y');
    EXPECT_TRUE(is_ascii("plain"));
    EXPECT_FALSE(is_ascii(s));
    EXPECT_EQ(to_code_points(s), U"héllo 😀!");
    EXPECT_EQ(from_code_points(U"héllo 😀!"), s);
}

TEST(TextUtf8, Slicing) {
    const std::string s = "a\xce\xb2\xce\xb3\xf0\x9f\x98\x80" "e";  // aβγ😀e
    auto sl = [&](std::optional<std::int64_t> a, std::optional<std::int64_t> b, std::int64_t step) {
        return slice(s, adjust_slice(5, a, b, step), false);
    };
    EXPECT_EQ(sl(1, 3, 1), "\xce\xb2\xce\xb3");                               // s[1:3]
    EXPECT_EQ(sl(std::nullopt, std::nullopt, -1), "e\xf0\x9f\x98\x80\xce\xb3\xce\xb2" "a");  // s[::-1]
    EXPECT_EQ(sl(std::nullopt, std::nullopt, 2), "a\xce\xb3" "e");            // s[::2]
    EXPECT_EQ(sl(-2, std::nullopt, 1), "\xf0\x9f\x98\x80" "e");               // s[-2:]
    EXPECT_EQ(sl(-100, 100, 1), s);
    EXPECT_EQ(sl(4, 1, 1), "");
    EXPECT_EQ(sl(4, 1, -2), "e\xce\xb3");                                     // s[4:1:-2]
    EXPECT_EQ(sl(std::nullopt, -6, -1), s.substr(0, 0) + "e\xf0\x9f\x98\x80\xce\xb3\xce\xb2" "a");
    EXPECT_EQ(slice("abcdef", adjust_slice(6, 1, std::nullopt, 2), true), "bdf");
    EXPECT_EQ(slice("abcdef", adjust_slice(6, std::nullopt, std::nullopt, -3), true), "fc");
    const SliceBounds b = adjust_slice(10, -3, std::nullopt, 1);
    EXPECT_EQ(b.start, 7);
    EXPECT_EQ(b.stop, 10);
    EXPECT_EQ(b.length, 3);
    const SliceBounds r = adjust_slice(10, std::nullopt, std::nullopt, -1);
    EXPECT_EQ(r.start, 9);
    EXPECT_EQ(r.stop, -1);
    EXPECT_EQ(r.length, 10);
}

TEST(TextUtf8, DecodeStrictErrors) {
    EXPECT_EQ(decode_err("\xff"), "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte");
    EXPECT_EQ(decode_err("a\xff\xfe" "b"),
              "'utf-8' codec can't decode byte 0xff in position 1: invalid start byte");
    EXPECT_EQ(decode_err("\xed\xa0\x80"),
              "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte");
    EXPECT_EQ(decode_err("\xe2\x82"), "'utf-8' codec can't decode bytes in position 0-1: unexpected end of data");
    EXPECT_EQ(decode_err("\xe2"), "'utf-8' codec can't decode byte 0xe2 in position 0: unexpected end of data");
    EXPECT_EQ(decode_err("\xf0\x90("),
              "'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte");
    EXPECT_EQ(decode_err("\xc0\xaf"), "'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte");
    EXPECT_EQ(decode_err("\xf4\x90\x80\x80"),
              "'utf-8' codec can't decode byte 0xf4 in position 0: invalid continuation byte");
    EXPECT_EQ(decode_err("ok\xe0\x80"),
              "'utf-8' codec can't decode byte 0xe0 in position 2: invalid continuation byte");
    EXPECT_EQ(decode_err("\xff", "ascii"), "'ascii' codec can't decode byte 0xff in position 0: ordinal not in range(128)");
    auto r = decode("\xe2\x82", "utf-8");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, TextErrorKind::UnicodeDecodeError);
    EXPECT_EQ(r.error().start, 0);
    EXPECT_EQ(r.error().end, 2);
    EXPECT_EQ(r.error().reason, "unexpected end of data");
    EXPECT_EQ(r.error().encoding, "utf-8");
}

TEST(TextUtf8, DecodeHandlers) {
    EXPECT_EQ(decode("\xed\xa0\x80", "utf-8", "replace").value(), "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    EXPECT_EQ(decode("\xe2\x82", "utf-8", "replace").value(), "\xef\xbf\xbd");
    EXPECT_EQ(decode("\xf0\x90(", "utf-8", "replace").value(), "\xef\xbf\xbd(");
    EXPECT_EQ(decode("a\xff\xfe" "b", "utf-8", "ignore").value(), "ab");
    EXPECT_EQ(decode("\xf0\x90(", "utf-8", "backslashreplace").value(), "\\xf0\\x90(");
    EXPECT_EQ(decode("a\xff", "utf-8", "surrogateescape").value(), "a\xed\xb3\xbf");  // 'a\udcff'
    EXPECT_EQ(decode("\xed\xa0\x80", "utf-8", "surrogatepass").value(), "\xed\xa0\x80");
    EXPECT_EQ(decode("h\xc3\xa9", "utf8").value(), "h\xc3\xa9");
    EXPECT_EQ(decode("h\xe9", "latin-1").value(), "h\xc3\xa9");
    EXPECT_EQ(decode("h\xe9", "ascii", "replace").value(), "h\xef\xbf\xbd");
    // An unknown handler only matters when an error happens.
    EXPECT_EQ(decode("abc", "utf-8", "bogus").value(), "abc");
    auto bad = decode("\xff", "utf-8", "bogus");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().kind, TextErrorKind::LookupError);
    EXPECT_EQ(bad.error().message, "unknown error handler name 'bogus'");
    auto unknown = decode("x", "bogus");
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().message, "unknown encoding: bogus");
    EXPECT_TRUE(is_valid_utf8("h\xc3\xa9 \xf0\x9f\x98\x80"));
    EXPECT_FALSE(is_valid_utf8("\xed\xa0\x80"));
    EXPECT_FALSE(is_valid_utf8("\xc3"));
}

TEST(TextUtf8, Encode) {
    const std::string s = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80";  // 'aé€😀'
    EXPECT_EQ(encode_err("a\xc3\xa9", "ascii"),
              "'ascii' codec can't encode character '\\xe9' in position 1: ordinal not in range(128)");
    EXPECT_EQ(encode_err(s, "ascii"),
              "'ascii' codec can't encode characters in position 1-3: ordinal not in range(128)");
    EXPECT_EQ(encode_err(s, "latin-1"),
              "'latin-1' codec can't encode characters in position 2-3: ordinal not in range(256)");
    EXPECT_EQ(encode_err("\xe2\x82\xac", "latin1"),
              "'latin-1' codec can't encode character '\\u20ac' in position 0: ordinal not in range(256)");
    EXPECT_EQ(encode_err("x\xf0\x9f\x98\x80", "ascii"),
              "'ascii' codec can't encode character '\\U0001f600' in position 1: ordinal not in range(128)");
    EXPECT_EQ(encode_err("\xed\xa0\x80\xed\xb0\x80x", "utf-8"),
              "'utf-8' codec can't encode characters in position 0-1: surrogates not allowed");
    EXPECT_EQ(encode(s, "ascii", "replace").value(), "a???");
    EXPECT_EQ(encode(s, "ascii", "ignore").value(), "a");
    EXPECT_EQ(encode(s, "ascii", "backslashreplace").value(), "a\\xe9\\u20ac\\U0001f600");
    EXPECT_EQ(encode(s, "ascii", "xmlcharrefreplace").value(), "a&#233;&#8364;&#128512;");
    EXPECT_EQ(encode(s, "latin-1", "replace").value(), "a\xe9??");
    EXPECT_EQ(encode(s, "UTF-8").value(), s);
    EXPECT_EQ(encode("\xed\xa0\x80", "utf-8", "surrogatepass").value(), "\xed\xa0\x80");
    EXPECT_EQ(encode("\xed\xa0\x80x", "utf-8", "replace").value(), "?x");
    EXPECT_EQ(encode("a\xed\xb3\xbf", "utf-8", "surrogateescape").value(), "a\xff");
    auto e = encode("a\xc3\xa9", "ascii");
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().kind, TextErrorKind::UnicodeEncodeError);
    EXPECT_EQ(e.error().start, 1);
    EXPECT_EQ(e.error().end, 2);
    EXPECT_TRUE(has_surrogates("\xed\xa0\x80"));
    EXPECT_FALSE(has_surrogates("\xed\x9f\xbf"));
    EXPECT_EQ(lookup_codec("ISO-8859-1").value(), Codec::Latin1);
    EXPECT_EQ(lookup_codec("US-ASCII").value(), Codec::Ascii);
    EXPECT_EQ(lookup_codec("U8").value(), Codec::Utf8);
}

}  // namespace
}  // namespace basilisk::text
