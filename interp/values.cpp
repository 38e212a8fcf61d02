#include "interp/values.h"

#include <cmath>
#include <limits>

namespace basilisk {

bool HostList::operator==(const HostList& o) const { return items == o.items; }
bool HostTuple::operator==(const HostTuple& o) const { return items == o.items; }
bool HostSet::operator==(const HostSet& o) const { return frozen == o.frozen && items == o.items; }
bool HostDict::operator==(const HostDict& o) const { return items == o.items; }
bool HostValue::operator==(const HostValue& other) const { return data == other.data; }

namespace {

Json json_list(const std::vector<HostValue>& items) {
    Json out = Json::array();
    for (const HostValue& v : items) out.push_back(v.to_json());
    return out;
}

HostValue from_json_body(const Json& j);

std::vector<HostValue> values_of(const Json& j, const char* tag) {
    if (!j.is_array()) throw std::invalid_argument(std::string("\"") + tag + "\" expects an array");
    std::vector<HostValue> out;
    out.reserve(j.size());
    for (const Json& item : j) out.push_back(from_json_body(item));
    return out;
}

bool all_digits(std::string_view s) {
    size_t i = (!s.empty() && s[0] == '-') ? 1 : 0;
    if (i == s.size()) return false;
    for (; i < s.size(); ++i) if (s[i] < '0' || s[i] > '9') return false;
    return true;
}

}  // namespace

Json HostValue::to_json() const {
    struct Visitor {
        Json operator()(std::monostate) const { return nullptr; }
        Json operator()(bool b) const { return b; }
        Json operator()(int64_t i) const { return i; }
        Json operator()(const HostBigInt& b) const { return Json{{"$int", b.decimal}}; }
        Json operator()(double d) const {
            if (std::isnan(d)) return Json{{"$float", "nan"}};
            if (std::isinf(d)) return Json{{"$float", d > 0 ? "inf" : "-inf"}};
            return d;
        }
        Json operator()(const std::string& s) const { return s; }
        Json operator()(const HostBytes& b) const { return Json{{"$bytes", base64_encode(b.data)}}; }
        Json operator()(const HostList& l) const { return json_list(l.items); }
        Json operator()(const HostTuple& t) const { return Json{{"$tuple", json_list(t.items)}}; }
        Json operator()(const HostSet& s) const { return Json{{s.frozen ? "$frozenset" : "$set", json_list(s.items)}}; }
        Json operator()(const HostRepr& r) const { return Json{{"$repr", r.text}}; }
        Json operator()(const HostDict& d) const {
            bool plain = true;
            for (const auto& [k, v] : d.items) {
                if (!k.is<std::string>() || (!k.as<std::string>().empty() && k.as<std::string>()[0] == '$')) {
                    plain = false;
                    break;
                }
            }
            if (plain) {
                Json out = Json::object();
                for (const auto& [k, v] : d.items) out[k.as<std::string>()] = v.to_json();
                return out;
            }
            Json pairs = Json::array();
            for (const auto& [k, v] : d.items) pairs.push_back(Json::array({k.to_json(), v.to_json()}));
            return Json{{"$dict", pairs}};
        }
    };
    return std::visit(Visitor{}, data);
}

namespace {

HostValue from_json_body(const Json& j) {
    switch (j.type()) {
    case Json::value_t::null: return HostValue();
    case Json::value_t::boolean: return HostValue(j.get<bool>());
    case Json::value_t::number_integer: return HostValue(j.get<int64_t>());
    case Json::value_t::number_unsigned: {
        uint64_t u = j.get<uint64_t>();
        if (u <= uint64_t(std::numeric_limits<int64_t>::max())) return HostValue(int64_t(u));
        return HostValue(HostBigInt{std::to_string(u)});
    }
    case Json::value_t::number_float: return HostValue(j.get<double>());
    case Json::value_t::string: return HostValue(j.get<std::string>());
    case Json::value_t::array: return HostList{values_of(j, "list")};
    case Json::value_t::object: {
        bool tagged = false;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!it.key().empty() && it.key()[0] == '$') tagged = true;
        }
        if (!tagged) {
            HostDict d;
            for (auto it = j.begin(); it != j.end(); ++it) d.items.emplace_back(HostValue(it.key()), from_json_body(it.value()));
            return d;
        }
        if (j.size() != 1) throw std::invalid_argument("a tagged value must be an object with exactly one key");
        const std::string& tag = j.begin().key();
        const Json& body = j.begin().value();
        if (tag == "$tuple") return HostTuple{values_of(body, "$tuple")};
        if (tag == "$set") return HostSet{values_of(body, "$set"), false};
        if (tag == "$frozenset") return HostSet{values_of(body, "$frozenset"), true};
        if (tag == "$bytes") {
            if (!body.is_string()) throw std::invalid_argument("\"$bytes\" expects a base64 string");
            return HostBytes{base64_decode(body.get<std::string>())};
        }
        if (tag == "$float") {
            std::string s = body.is_string() ? body.get<std::string>() : "";
            if (s == "inf") return HostValue(std::numeric_limits<double>::infinity());
            if (s == "-inf") return HostValue(-std::numeric_limits<double>::infinity());
            if (s == "nan") return HostValue(std::numeric_limits<double>::quiet_NaN());
            throw std::invalid_argument("\"$float\" expects \"inf\", \"-inf\" or \"nan\"");
        }
        if (tag == "$int") {
            if (!body.is_string() || !all_digits(body.get<std::string>())) throw std::invalid_argument("\"$int\" expects a string of decimal digits");
            return HostBigInt{body.get<std::string>()};
        }
        if (tag == "$dict") {
            if (!body.is_array()) throw std::invalid_argument("\"$dict\" expects an array of [key, value] pairs");
            HostDict d;
            for (const Json& pair : body) {
                if (!pair.is_array() || pair.size() != 2) throw std::invalid_argument("\"$dict\" expects an array of [key, value] pairs");
                d.items.emplace_back(from_json_body(pair[0]), from_json_body(pair[1]));
            }
            return d;
        }
        if (tag == "$repr") throw std::invalid_argument("\"$repr\" values are output only");
        throw std::invalid_argument("unknown tagged value \"" + tag + "\"");
    }
    default: throw std::invalid_argument("unsupported JSON value");
    }
}

}  // namespace

// Converting recurses once per level: a value nested 100,000 deep (an `inputs` entry or a
// `resume` value) overflowed the C++ stack and killed `basilisk serve`. The depth is checked
// first, without recursion.
HostValue HostValue::from_json(const Json& j) {
    constexpr size_t kMaxDepth = 10000;
    std::vector<std::pair<const Json*, size_t>> pending{{&j, 1}};
    while (!pending.empty()) {
        auto [value, depth] = pending.back();
        pending.pop_back();
        if (depth > kMaxDepth) throw std::invalid_argument("value nested deeper than 10000 levels");
        if (value->is_structured())
            for (const Json& child : *value) pending.emplace_back(&child, depth + 1);
    }
    return from_json_body(j);
}


// ---- JSON text ----------------------------------------------------------------------------------

namespace {

void dump_into(const Json& j, std::string& out) {
    if (j.is_object() && j.size() == 1 && j.begin().key() == "$int" && j.begin().value().is_string() &&
        all_digits(j.begin().value().get_ref<const std::string&>())) {
        out += j.begin().value().get_ref<const std::string&>();
        return;
    }
    if (j.is_object()) {
        out += '{';
        bool first = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!first) out += ',';
            first = false;
            out += Json(it.key()).dump(-1, ' ', false, Json::error_handler_t::replace);
            out += ':';
            dump_into(it.value(), out);
        }
        out += '}';
    } else if (j.is_array()) {
        out += '[';
        bool first = true;
        for (const Json& item : j) {
            if (!first) out += ',';
            first = false;
            dump_into(item, out);
        }
        out += ']';
    } else {
        out += j.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
}

// Builds the tree like nlohmann's DOM parser, except that an integer literal too big for 64 bits
// (which nlohmann reports as a float) becomes {"$int":"digits"}.
class BigIntSax {
public:
    explicit BigIntSax(Json& root) : m_root(root) {}
    bool null() { add(nullptr); return true; }
    bool boolean(bool b) { add(b); return true; }
    bool number_integer(Json::number_integer_t v) { add(v); return true; }
    bool number_unsigned(Json::number_unsigned_t v) { add(v); return true; }
    bool number_float(Json::number_float_t v, const std::string& raw) {
        if (all_digits(raw)) add(Json{{"$int", raw}});
        else add(v);
        return true;
    }
    bool string(std::string& s) { add(std::move(s)); return true; }
    bool binary(Json::binary_t& b) { add(Json::binary(std::move(b))); return true; }
    bool start_object(std::size_t) { push(Json::object()); return true; }
    bool key(std::string& k) { m_key = std::move(k); return true; }
    bool end_object() { m_stack.pop_back(); return true; }
    bool start_array(std::size_t) { push(Json::array()); return true; }
    bool end_array() { m_stack.pop_back(); return true; }
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception& ex) {
        throw nlohmann::json::parse_error::create(101, pos, ex.what(), nullptr);
    }

private:
    Json* add(Json v) {
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        Json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        Json& slot = parent[m_key];
        slot = std::move(v);
        return &slot;
    }
    void push(Json v) { m_stack.push_back(add(std::move(v))); }
    Json& m_root;
    std::vector<Json*> m_stack;
    std::string m_key;
};

constexpr char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

}  // namespace

std::string json_dump(const Json& j) {
    std::string out;
    dump_into(j, out);
    return out;
}

Json json_parse(std::string_view text) {
    Json root;
    BigIntSax sax(root);
    Json::sax_parse(text.begin(), text.end(), &sax);
    return root;
}

std::string base64_encode(std::string_view data) {
    std::string out;
    out.reserve((data.size() + 2) / 3 * 4);
    size_t i = 0;
    for (; i + 2 < data.size(); i += 3) {
        uint32_t n = (uint8_t(data[i]) << 16) | (uint8_t(data[i + 1]) << 8) | uint8_t(data[i + 2]);
        out += kB64[n >> 18]; out += kB64[(n >> 12) & 63]; out += kB64[(n >> 6) & 63]; out += kB64[n & 63];
    }
    if (i + 1 == data.size()) {
        uint32_t n = uint8_t(data[i]) << 16;
        out += kB64[n >> 18]; out += kB64[(n >> 12) & 63]; out += "==";
    } else if (i + 2 == data.size()) {
        uint32_t n = (uint8_t(data[i]) << 16) | (uint8_t(data[i + 1]) << 8);
        out += kB64[n >> 18]; out += kB64[(n >> 12) & 63]; out += kB64[(n >> 6) & 63]; out += '=';
    }
    return out;
}

std::string base64_decode(std::string_view text) {
    auto digit = [](char c) -> int {
        if (c >= 'A' && c <= 'Z') return c - 'A';
        if (c >= 'a' && c <= 'z') return c - 'a' + 26;
        if (c >= '0' && c <= '9') return c - '0' + 52;
        if (c == '+') return 62;
        if (c == '/') return 63;
        return -1;
    };
    if (text.size() % 4 != 0) throw std::invalid_argument("invalid base64 length");
    std::string out;
    out.reserve(text.size() / 4 * 3);
    for (size_t i = 0; i < text.size(); i += 4) {
        bool last = i + 4 == text.size();
        int pad = 0;
        uint32_t n = 0;
        for (size_t k = 0; k < 4; ++k) {
            char c = text[i + k];
            if (c == '=' && last && k >= 2 && (k == 3 || text[i + 3] == '=')) {
                ++pad;
                n <<= 6;
                continue;
            }
            int d = digit(c);
            if (d < 0 || pad) throw std::invalid_argument("invalid base64 character");
            n = (n << 6) | uint32_t(d);
        }
        out += char(n >> 16);
        if (pad < 2) out += char((n >> 8) & 0xFF);
        if (pad < 1) out += char(n & 0xFF);
    }
    return out;
}

}  // namespace basilisk
