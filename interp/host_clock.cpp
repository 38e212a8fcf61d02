#include "interp/host_clock.h"

#include <chrono>

namespace basilisk::interp {

namespace {

// Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar (Howard Hinnant's
// days_from_civil).
int64_t days_from_civil(int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + int64_t(doe) - 719468;
}

bool is_leap(int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

// Reads exactly n ASCII digits at text[pos].
bool digits(std::string_view text, size_t& pos, size_t n, int64_t& out) {
    if (pos + n > text.size()) return false;
    out = 0;
    for (size_t i = 0; i < n; ++i) {
        char c = text[pos + i];
        if (c < '0' || c > '9') return false;
        out = out * 10 + (c - '0');
    }
    pos += n;
    return true;
}

bool expect(std::string_view text, size_t& pos, char c) {
    if (pos < text.size() && text[pos] == c) {
        ++pos;
        return true;
    }
    return false;
}

}  // namespace

std::optional<int64_t> parse_instant(std::string_view text) {
    size_t p = 0;
    int64_t year, month, day, hour = 0, minute = 0, second = 0, micros = 0;
    if (!digits(text, p, 4, year) || !expect(text, p, '-') || !digits(text, p, 2, month) || !expect(text, p, '-') ||
        !digits(text, p, 2, day))
        return std::nullopt;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > kDays[month - 1] + (month == 2 && is_leap(year)))
        return std::nullopt;
    if (p < text.size() && (text[p] == 'T' || text[p] == ' ')) {
        ++p;
        if (!digits(text, p, 2, hour) || !expect(text, p, ':') || !digits(text, p, 2, minute)) return std::nullopt;
        if (expect(text, p, ':')) {
            if (!digits(text, p, 2, second)) return std::nullopt;
            if (expect(text, p, '.')) {
                size_t start = p;
                int64_t scale = 100000;
                while (p < text.size() && text[p] >= '0' && text[p] <= '9') {
                    if (scale > 0) micros += (text[p] - '0') * scale;
                    scale /= 10;
                    ++p;
                }
                if (p == start) return std::nullopt;
            }
        }
        if (hour > 23 || minute > 59 || second > 59) return std::nullopt;
    }
    int64_t offset = 0;
    if (p < text.size()) {
        if (text[p] == 'Z' && p + 1 == text.size()) {
            ++p;
        } else if (text[p] == '+' || text[p] == '-') {
            int64_t sign = text[p] == '-' ? -1 : 1;
            ++p;
            int64_t oh, om;
            if (!digits(text, p, 2, oh) || !expect(text, p, ':') || !digits(text, p, 2, om) || oh > 23 || om > 59)
                return std::nullopt;
            offset = sign * (oh * 3600 + om * 60);
        }
    }
    if (p != text.size()) return std::nullopt;
    int64_t seconds = days_from_civil(year, unsigned(month), unsigned(day)) * 86400 + hour * 3600 + minute * 60 + second - offset;
    return seconds * 1000000 + micros;
}

int64_t real_clock_us() {
    using namespace std::chrono;
    return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace basilisk::interp
