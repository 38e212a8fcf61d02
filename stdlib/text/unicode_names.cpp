// Lookup over the generated name tables (see tools/gen_unicode_names.py for their layout).
#include "stdlib/text/unicode_names.h"

#include <algorithm>
#include <string>

namespace basilisk::text {
namespace {

using namespace names_data;

// Token digits are '#'..'~' without '\\'; keep in sync with the generator.
constexpr int kBase = 91;
constexpr int kOne = 48;
constexpr int kTwo = 37;

int digit_value(char c) {
    int v = static_cast<unsigned char>(c) - '#';
    return c > '\\' ? v - 1 : v;
}

// Appends the decoded name `index` to `out` (words joined by single spaces).
void decode_name(std::uint32_t index, std::string& out) {
    std::uint32_t p = kNameOffsets[index];
    std::uint32_t end = kNameOffsets[index + 1];
    bool first = true;
    while (p < end) {
        int d = digit_value(kNameTokens[p++]);
        std::uint32_t word;
        if (d < kOne) {
            word = static_cast<std::uint32_t>(d);
        } else if (d < kOne + kTwo) {
            word = kOne + static_cast<std::uint32_t>((d - kOne) * kBase + digit_value(kNameTokens[p]));
            p += 1;
        } else {
            word = kOne + kTwo * kBase +
                   static_cast<std::uint32_t>((d - kOne - kTwo) * kBase * kBase +
                                              digit_value(kNameTokens[p]) * kBase +
                                              digit_value(kNameTokens[p + 1]));
            p += 2;
        }
        if (!first) out += ' ';
        first = false;
        out.append(kWordChars + kWordOffsets[word], kWordOffsets[word + 1] - kWordOffsets[word]);
    }
}

// Parses exactly upper-case hex digits; nullopt for anything else or an overflow.
std::optional<std::uint32_t> parse_upper_hex(std::string_view s) {
    if (s.empty() || s.size() > 6) return std::nullopt;
    std::uint32_t v = 0;
    for (char c : s) {
        if (c >= '0' && c <= '9') v = v * 16 + static_cast<std::uint32_t>(c - '0');
        else if (c >= 'A' && c <= 'F') v = v * 16 + static_cast<std::uint32_t>(c - 'A' + 10);
        else return std::nullopt;
    }
    return v;
}

// Longest jamo short name of `table` that prefixes `s`; -1 when none (not even an empty one).
int match_jamo(std::string_view s, const char* const* table, int count, size_t& len) {
    int best = -1;
    len = 0;
    for (int i = 0; i < count; ++i) {
        std::string_view j = table[i];
        if (s.substr(0, j.size()) == j && (best < 0 || j.size() > len)) {
            best = i;
            len = j.size();
        }
    }
    return best;
}

std::optional<char32_t> lookup_hangul(std::string_view rest) {
    size_t len = 0;
    int l = match_jamo(rest, kJamoLead, 19, len);
    if (l < 0) return std::nullopt;
    rest.remove_prefix(len);
    int v = match_jamo(rest, kJamoVowel, 21, len);
    if (v < 0) return std::nullopt;
    rest.remove_prefix(len);
    int t = match_jamo(rest, kJamoTrail, 28, len);
    if (t < 0 || len != rest.size()) return std::nullopt;
    return static_cast<char32_t>(0xAC00 + (l * 21 + v) * 28 + t);
}

}  // namespace

std::optional<char32_t> lookup_unicode_name(std::string_view name) {
    // The algorithmic names are matched case-sensitively, as CPython does.
    constexpr std::string_view kHangul = "HANGUL SYLLABLE ";
    constexpr std::string_view kCjk = "CJK UNIFIED IDEOGRAPH-";
    if (name.substr(0, kHangul.size()) == kHangul) {
        return lookup_hangul(name.substr(kHangul.size()));
    }
    if (name.substr(0, kCjk.size()) == kCjk) {
        std::string_view hex = name.substr(kCjk.size());
        if (hex.size() != 4 && hex.size() != 5) return std::nullopt;
        auto cp = parse_upper_hex(hex);
        if (!cp) return std::nullopt;
        for (std::uint32_t i = 0; i < kCjkUnifiedCount; ++i) {
            if (*cp >= kCjkUnified[i].first && *cp <= kCjkUnified[i].last) return *cp;
        }
        return std::nullopt;
    }
    // Longest names are well under 128 characters; longer input cannot match.
    if (name.empty() || name.size() > 128) return std::nullopt;
    std::string upper(name);
    for (char& c : upper) {
        if (static_cast<unsigned char>(c) >= 0x80) return std::nullopt;
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
    for (std::uint32_t i = 0; i < kPrefixRangeCount; ++i) {
        std::string_view prefix = kPrefixRanges[i].prefix;
        if (std::string_view(upper).substr(0, prefix.size()) != prefix) continue;
        std::string_view hex = std::string_view(upper).substr(prefix.size());
        auto cp = parse_upper_hex(hex);
        // The stored names spell the code point as %04X: no other spelling matches.
        if (!cp || (hex.size() > 4 && hex[0] == '0') || hex.size() < 4) continue;
        if (*cp >= kPrefixRanges[i].first && *cp <= kPrefixRanges[i].last) return *cp;
    }
    // Binary search over the sorted names.
    std::uint32_t lo = 0, hi = kNameCount;
    std::string buf;
    while (lo < hi) {
        std::uint32_t mid = lo + (hi - lo) / 2;
        buf.clear();
        decode_name(mid, buf);
        int cmp = buf.compare(upper);
        if (cmp == 0) return static_cast<char32_t>(kNameCodePoints[mid]);
        if (cmp < 0) lo = mid + 1;
        else hi = mid;
    }
    return std::nullopt;
}

}  // namespace basilisk::text
