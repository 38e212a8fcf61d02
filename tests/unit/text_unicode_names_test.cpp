#include "stdlib/text/unicode_names.h"

#include <gtest/gtest.h>

#include <string>

namespace basilisk::text {
namespace {

TEST(UnicodeNames, StoredNames) {
    EXPECT_EQ(lookup_unicode_name("GREEK SMALL LETTER ALPHA"), U'\u03b1');
    EXPECT_EQ(lookup_unicode_name("LATIN SMALL LETTER A"), U'a');
    EXPECT_EQ(lookup_unicode_name("SPACE"), U' ');
    EXPECT_EQ(lookup_unicode_name("HYPHEN-MINUS"), U'-');
    EXPECT_EQ(lookup_unicode_name("BYTE ORDER MARK"), std::nullopt);  // an alias: unsupported
    EXPECT_EQ(lookup_unicode_name("ZERO WIDTH NO-BREAK SPACE"), U'\ufeff');
    EXPECT_EQ(lookup_unicode_name("GRINNING FACE"), U'\U0001F600');
    EXPECT_EQ(lookup_unicode_name("TAG TILDE"), U'\U000E007E');
    EXPECT_EQ(lookup_unicode_name("NUSHU CHARACTER-1B170"), U'\U0001B170');
    EXPECT_EQ(lookup_unicode_name("CJK COMPATIBILITY IDEOGRAPH-F900"), U'\uf900');
    EXPECT_EQ(lookup_unicode_name("cjk compatibility ideograph-f900"), U'\uf900');
    EXPECT_EQ(lookup_unicode_name("CJK COMPATIBILITY IDEOGRAPH-0F900"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("KHITAN SMALL SCRIPT CHARACTER-18B00"), U'\U00018B00');
}

TEST(UnicodeNames, CaseInsensitiveForStoredNames) {
    EXPECT_EQ(lookup_unicode_name("greek small letter alpha"), U'\u03b1');
    EXPECT_EQ(lookup_unicode_name("Greek Small Letter Alpha"), U'\u03b1');
}

TEST(UnicodeNames, Algorithmic) {
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-4E00"), U'\u4e00');
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-04E00"), U'\u4e00');
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-20000"), U'\U00020000');
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-4e00"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("cjk unified ideograph-4E00"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-0041"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("CJK UNIFIED IDEOGRAPH-004E00"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE GA"), U'\uac00');
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE HIH"), U'\ud7a3');
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE A"), U'\uc544');
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE GGWAELH"), U'\uaf73');
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE GGX"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("hangul syllable ga"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("HANGUL SYLLABLE GAX"), std::nullopt);
}

TEST(UnicodeNames, Unknown) {
    EXPECT_EQ(lookup_unicode_name(""), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("BOGUS"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name(" LATIN SMALL LETTER A"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("LATIN SMALL LETTER  A"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("LATIN SMALL LETTER A "), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("TANGUT IDEOGRAPH-17000"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name("GREEK SMALL LETTER \xce\xb1"), std::nullopt);
    EXPECT_EQ(lookup_unicode_name(std::string(300, 'A')), std::nullopt);
}

}  // namespace
}  // namespace basilisk::text
