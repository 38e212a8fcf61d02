#pragma once
// Host values: the Python values that cross the boundary between the host and an execution
// (inputs, host-call arguments and results, the final output), independent of any VM.
//
// JSON form (PROTOCOL.md "Values"): null, bool, int (any size), float, str, list and dict with
// str keys map directly; the rest are tagged objects: {"$tuple":[...]}, {"$set":[...]},
// {"$frozenset":[...]}, {"$bytes":"BASE64"}, {"$float":"inf"|"-inf"|"nan"},
// {"$dict":[[K,V],...]}, {"$repr":"..."} (output only).
// nlohmann::json has no integer wider than 64 bits, so inside a json tree an int outside
// [INT64_MIN, UINT64_MAX] is the object {"$int":"<decimal digits>"}; json_dump() writes it as a
// bare JSON number and json_parse() reads bare numbers of any size back into that form.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace basilisk {

// Ordered: a Python dict keeps insertion order, so its JSON object does too.
using Json = nlohmann::ordered_json;

struct HostValue;

struct HostBigInt {        // an int outside int64_t, as decimal digits with an optional '-'
    std::string decimal;
    bool operator==(const HostBigInt&) const = default;
};
struct HostBytes {
    std::string data;
    bool operator==(const HostBytes&) const = default;
};
struct HostList { std::vector<HostValue> items; bool operator==(const HostList&) const; };
struct HostTuple { std::vector<HostValue> items; bool operator==(const HostTuple&) const; };
struct HostSet { std::vector<HostValue> items; bool frozen = false; bool operator==(const HostSet&) const; };
struct HostDict { std::vector<std::pair<HostValue, HostValue>> items; bool operator==(const HostDict&) const; };
struct HostRepr {          // a value with no host form (function, generator, instance): its repr()
    std::string text;
    bool operator==(const HostRepr&) const = default;
};

struct HostValue {
    using Data = std::variant<std::monostate, bool, int64_t, HostBigInt, double, std::string, HostBytes,
                              HostList, HostTuple, HostDict, HostSet, HostRepr>;
    Data data;

    HostValue() = default;                                   // None
    HostValue(std::nullptr_t) {}
    HostValue(bool b) : data(b) {}
    HostValue(int i) : data(int64_t(i)) {}
    HostValue(int64_t i) : data(i) {}
    HostValue(double d) : data(d) {}
    HostValue(const char* s) : data(std::string(s)) {}
    HostValue(std::string s) : data(std::move(s)) {}
    HostValue(HostBigInt v) : data(std::move(v)) {}
    HostValue(HostBytes v) : data(std::move(v)) {}
    HostValue(HostList v) : data(std::move(v)) {}
    HostValue(HostTuple v) : data(std::move(v)) {}
    HostValue(HostDict v) : data(std::move(v)) {}
    HostValue(HostSet v) : data(std::move(v)) {}
    HostValue(HostRepr v) : data(std::move(v)) {}

    static HostValue list(std::vector<HostValue> items) { return HostList{std::move(items)}; }
    static HostValue tuple(std::vector<HostValue> items) { return HostTuple{std::move(items)}; }
    static HostValue set(std::vector<HostValue> items, bool frozen = false) { return HostSet{std::move(items), frozen}; }
    static HostValue dict(std::vector<std::pair<HostValue, HostValue>> items) { return HostDict{std::move(items)}; }
    static HostValue bytes(std::string data) { return HostBytes{std::move(data)}; }

    bool is_none() const { return std::holds_alternative<std::monostate>(data); }
    template <class T> bool is() const { return std::holds_alternative<T>(data); }
    template <class T> const T& as() const { return std::get<T>(data); }

    // The PROTOCOL.md JSON form (tagged objects for what JSON lacks).
    Json to_json() const;
    // Throws std::invalid_argument for an unknown `$` tag or a malformed tagged object.
    static HostValue from_json(const Json& j);

    bool operator==(const HostValue& other) const;
};

// Writes a json tree on one line; {"$int":"digits"} objects become bare numbers.
std::string json_dump(const Json& j);
// Parses JSON text keeping integers of any size ({"$int":"digits"} beyond 64 bits).
// Throws nlohmann::json::parse_error on malformed text.
Json json_parse(std::string_view text);

std::string base64_encode(std::string_view data);
// Throws std::invalid_argument on a malformed encoding.
std::string base64_decode(std::string_view text);

}  // namespace basilisk
