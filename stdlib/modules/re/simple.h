#pragma once
// A backtracking matcher for the common simple patterns, run instead of RE2 on single-byte text
// (ASCII str subjects, bytes). RE2's fixed cost per call (its DFA cache, locking, a reverse
// program to find where an unanchored match starts, the one-pass or bit-state engine for the
// groups) is far above what a short match like `took (\d+)ms` needs.
//
// "Simple": a sequence of single-byte items (literals, classes, `.`), each with any quantifier,
// capturing groups that are neither quantified nor alternated, and the anchors \A \z (?m:^)
// (?m:$). No alternation, so backtracking in sre's order finds exactly the match RE2's
// leftmost-first search finds: either engine may answer. Each call gets a step budget linear in
// the text it covers; past it the matcher gives up and the caller asks RE2, so a pattern that
// backtracks badly costs at most a constant factor over RE2.
#include <array>
#include <bitset>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace basilisk::stdlib::re {

struct SimpleNode {
    enum Kind : uint8_t { Item, Open, Close, TextBegin, TextEnd, LineBegin, LineEnd } kind = Item;
    uint32_t group = 0;      // Open/Close
    uint32_t min = 1, max = 1;
    bool lazy = false;
    std::bitset<256> set;    // Item: the bytes it matches
    std::array<bool, 256> member{};   // the same as a table (the matching loops' lookup)
    bool single = false;              // an Item matching exactly one byte
    bool all_but_newline = false;     // the set is `.`'s (runs end at a newline: memchr)
};

struct SimpleProgram {
    std::vector<SimpleNode> nodes;
    uint32_t groups = 0;
    // Where a search may start: only at the beginning (a leading \A); at an occurrence of
    // `prefix` (the literal bytes every match starts with); at a byte of nodes[first]'s set.
    bool begin_only = false;
    std::string prefix;
    int first = -1;
    bool run_only = false;   // the program is one greedy item with min 1 (no backtracking)
};

// The program for an RE2 pattern as translate() writes it for Latin-1 matching (a bytes
// pattern, or a str pattern's ASCII-text variant); null when it is not simple.
std::unique_ptr<SimpleProgram> parse_simple(std::string_view re2_pattern);

enum class SimpleResult : uint8_t { Match, NoMatch, GaveUp };
// Same contract as engine.h's search() for one attempt (anchor: 0 search, 1 start, 2 both):
// fills 2 * n spans (byte offsets). `must_advance`: no empty match at `start` (sre's rule after
// an empty match: a longer match there still counts, as in `a*?`).
SimpleResult simple_search(const SimpleProgram& p, std::string_view text, size_t start, int anchor, int64_t* spans, int n,
                           bool must_advance);

}  // namespace basilisk::stdlib::re
