// The modules of issue 13 keep their objects on the execution's heap: a run paused at a host
// call while holding a Fraction, a Template and half-fed hashlib objects (SHA-256, a keyed
// last-node BLAKE2b, SHA3 past one sponge block, SHAKE) is dumped, restored in a fresh
// CodeSandbox and continues exactly as the uninterrupted run (whose output is CPython's).
#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

constexpr const char* kProgram = R"PY(
import hashlib, string, textwrap, statistics
from fractions import Fraction
frac = Fraction(3, 7) + Fraction('1.25')
tmpl = string.Template('$who owes ${amount}')
sha = hashlib.sha256(b'first half, ')
b2 = hashlib.blake2b(b'tree', digest_size=20, key=b'k', last_node=True)
s3 = hashlib.sha3_256()
s3.update(b'x' * 200)
shake = hashlib.shake_128(b'abc')
n = f(21)
sha.update(b'second half')
b2.update(b'more')
s3.update(b'y' * 100)
frac = frac * n
print(frac, repr(frac.limit_denominator(10)), hash(frac) == hash(float(frac)) or frac.denominator != 1)
print(tmpl.safe_substitute(who='ann'), tmpl.substitute(who='bob', amount=frac))
print(sha.hexdigest(), sha.hexdigest() == hashlib.sha256(b'first half, second half').hexdigest())
print(b2.hexdigest(), s3.hexdigest(), shake.hexdigest(8))
print(statistics.stdev([1.5, 2.5, float(frac)]), textwrap.shorten('a b c d e f g', 9))
)PY";

// CPython 3.11's output for the same program, with f(21) answered 42.
constexpr const char* kExpected = R"OUT(141/2 Fraction(141, 2) True
ann owes ${amount} bob owes 141/2
8b4756ee8369020609b69fad9fc7e13db5500dbfd410b70e50a4d2a03e37c7bc True
62bc0fe81d096c3df3fd1d608989ea73f1057c13 7dbd96e47019275529990bbd0094c9d6a03be704ae27e6edef6225361dd16bc7 5881092dd818bf5c
39.55165398985652 a b [...]
)OUT";

HostValue twice(const FunctionCall& c) { return int_arg(c, 0) * 2; }

TEST(ModuleSnapshots, FractionTemplateAndHalfFedHashesContinueAfterRestore) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    RunLog plain = drive(sandbox.execute(kProgram), {{"f", twice}});
    EXPECT_EQ(plain.stdout_text, kExpected);
    RunLog restored = drive(sandbox.execute(kProgram), {{"f", twice}}, true, &sandbox);
    EXPECT_EQ(restored.stdout_text, plain.stdout_text);
    EXPECT_EQ(restored.calls, plain.calls);
}

// A hash state is bytes the user can reach: damaging them is a ValueError, never a crash.
TEST(ModuleSnapshots, DamagedHashStateIsAnError) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{}});
    RunLog log = drive(sandbox.execute(R"PY(
import hashlib
out = []
for name in ['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'shake_128', 'blake2b', 'blake2s']:
    h = hashlib.new(name, b'abc')
    for i in range(1, len(h._s)):
        h._s[i] = 255
    try:
        h.update(b'x' * 300)
        out.append(name + ' accepted')
    except ValueError as e:
        out.append(str(e))
    h._s = bytearray(3)
    try:
        h.digest() if not name.startswith('shake') else h.digest(4)
    except ValueError as e:
        out.append(str(e))
print(sorted(set(out)))
)PY"), {});
    EXPECT_EQ(log.stdout_text, "['hash state is corrupted']\n");
}

}  // namespace
}  // namespace basilisk::test
