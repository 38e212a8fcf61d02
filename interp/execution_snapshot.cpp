#include "interp/execution_snapshot.h"

#include <cstring>

#include <fmt/format.h>

#include "checkpoint/archive_io.h"
#include "checkpoint/envelope.h"
#include "interp/errors.h"

namespace basilisk {

namespace {

constexpr char kMagic[4] = {'B', 'S', 'K', 'X'};
// 1: JSON meta, FNV-1a byte by byte (no longer read); 2: compact meta, word-wise checksum;
// 3: the async host function names after the rest (version 2 is read as having none);
// 4: a completed flag last (sessions between cells; older versions are never completed).
constexpr uint32_t kWrapperVersion = 4;
constexpr uint32_t kOldestWrapperVersion = 2;
constexpr size_t kHeader = 4 + 4 + 4;

using checkpoint::get_le;
using checkpoint::put_le;

void save_names(checkpoint::Writer& w, const NameSet& names) {
    w.count(names.size());
    for (const auto& n : names) w.str(n);
}

NameSet load_names(checkpoint::Reader& r) {
    NameSet names;
    uint64_t n = r.count(1, "names");
    for (uint64_t i = 0; i < n; ++i) names.emplace_hint(names.end(), r.view("name"));
    return names;
}

}  // namespace

std::string wrap_execution(const ExecutionMetaView& meta, std::string_view checkpoint) {
    std::string body;
    {
        checkpoint::Writer w(body);
        w.str(meta.script_name);
        w.num(meta.functions.has_value());
        if (meta.functions) save_names(w, *meta.functions);
        save_names(w, meta.defined);
        w.num(meta.started);
        save_names(w, meta.async_functions);
        w.num(meta.completed);
    }
    std::string out;
    out.reserve(kHeader + body.size() + 16 + checkpoint.size());
    out.append(kMagic, 4);
    put_le(out, kWrapperVersion, 4);
    put_le(out, body.size(), 4);
    out += body;
    put_le(out, checkpoint.size(), 8);
    out += checkpoint;
    put_le(out, checkpoint::checksum(out), 8);
    return out;
}

std::string_view unwrap_execution(std::string_view bytes, ExecutionMeta& meta) {
    if (bytes.size() < 4 || std::memcmp(bytes.data(), kMagic, 4) != 0)
        throw CodeCheckpointError("not a basilisk execution snapshot");
    if (bytes.size() < kHeader + 8 + 8) throw CodeCheckpointError("snapshot is truncated");
    uint32_t version = uint32_t(get_le(bytes, 4, 4));
    if (version < kOldestWrapperVersion || version > kWrapperVersion)
        throw CodeCheckpointError(fmt::format("unsupported snapshot version {} (this build reads versions {} to {})", version,
                                              kOldestWrapperVersion, kWrapperVersion));
    uint64_t meta_len = get_le(bytes, 8, 4);
    if (meta_len > bytes.size() - kHeader - 16) throw CodeCheckpointError("snapshot is truncated");
    size_t at = kHeader + size_t(meta_len);
    uint64_t payload_len = get_le(bytes, at, 8);
    at += 8;
    if (payload_len > bytes.size() - at - 8) throw CodeCheckpointError("snapshot is truncated");
    if (at + payload_len + 8 != bytes.size()) throw CodeCheckpointError("snapshot has trailing bytes");
    if (checkpoint::checksum(bytes.substr(0, at + payload_len)) != get_le(bytes, at + payload_len, 8))
        throw CodeCheckpointError("checksum mismatch");
    try {
        checkpoint::Reader r(bytes.substr(kHeader, size_t(meta_len)));
        meta.script_name = r.str("script name");
        if (r.num<bool>()) meta.functions = load_names(r);
        else meta.functions.reset();
        meta.defined = load_names(r);
        meta.started = r.num<bool>();
        meta.async_functions.clear();
        if (version >= 3) meta.async_functions = load_names(r);
        meta.completed = version >= 4 ? r.num<bool>() : false;
        if (r.remaining() != 0) throw checkpoint::DecodeError{"trailing bytes"};
    } catch (const checkpoint::DecodeError&) {
        throw CodeCheckpointError("snapshot metadata is invalid");
    }
    return bytes.substr(at, size_t(payload_len));
}

}  // namespace basilisk
