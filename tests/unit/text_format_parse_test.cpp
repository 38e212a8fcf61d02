#include <gtest/gtest.h>

#include <string>

#include "stdlib/text/format_parse.h"

namespace basilisk::text {
namespace {

// Messages and splits checked against CPython 3.11 (str.format, string.Formatter().parse, %).

std::string template_error(std::string_view fmt) {
    const FormatTemplate t = parse_format_template(fmt);
    return t.error ? t.error->message : std::string("<none>");
}

TEST(TextFormatParse, SplitsLiteralsAndFields) {
    const FormatTemplate t = parse_format_template("a{{b}}{0!r:>{1}}c{name.attr[key]}{}{:x}d");
    ASSERT_FALSE(t.error);
    ASSERT_EQ(t.chunks.size(), 5u);
    EXPECT_EQ(t.chunks[0].literal, "a{b}");
    EXPECT_TRUE(t.chunks[0].has_field);
    EXPECT_EQ(t.chunks[0].field_name, "0");
    EXPECT_EQ(t.chunks[0].conversion, std::optional<char32_t>(U'r'));
    EXPECT_EQ(t.chunks[0].format_spec, ">{1}");
    EXPECT_TRUE(t.chunks[0].spec_has_fields);
    EXPECT_EQ(t.chunks[1].literal, "c");
    EXPECT_EQ(t.chunks[1].field_name, "name.attr[key]");
    EXPECT_FALSE(t.chunks[1].conversion);
    EXPECT_EQ(t.chunks[2].field_name, "");
    EXPECT_EQ(t.chunks[3].format_spec, "x");
    EXPECT_FALSE(t.chunks[3].spec_has_fields);
    EXPECT_EQ(t.chunks[4].literal, "d");
    EXPECT_FALSE(t.chunks[4].has_field);

    EXPECT_TRUE(parse_format_template("").chunks.empty());
    const FormatTemplate brackets = parse_format_template("{0[:]}{0!}}");
    ASSERT_FALSE(brackets.error);
    EXPECT_EQ(brackets.chunks[0].field_name, "0[:]");
    EXPECT_EQ(brackets.chunks[1].conversion, std::optional<char32_t>(U'}'));
    const FormatTemplate spec_brackets = parse_format_template("{0:{[}}");
    ASSERT_FALSE(spec_brackets.error);
    EXPECT_EQ(spec_brackets.chunks[0].format_spec, "{[}");
    const FormatTemplate unicode = parse_format_template("\xc3\xa9{0!\xc3\xa9}");
    ASSERT_FALSE(unicode.error);
    EXPECT_EQ(unicode.chunks[0].literal, "\xc3\xa9");
    EXPECT_EQ(unicode.chunks[0].conversion, std::optional<char32_t>(U'é'));
}

TEST(TextFormatParse, TemplateErrors) {
    EXPECT_EQ(template_error("{"), "Single '{' encountered in format string");
    EXPECT_EQ(template_error("a{"), "Single '{' encountered in format string");
    EXPECT_EQ(template_error("}"), "Single '}' encountered in format string");
    EXPECT_EQ(template_error("{0}}"), "Single '}' encountered in format string");
    EXPECT_EQ(template_error("{0:}x}"), "Single '}' encountered in format string");
    EXPECT_EQ(template_error("{0"), "expected '}' before end of string");
    EXPECT_EQ(template_error("{0[}"), "expected '}' before end of string");
    EXPECT_EQ(template_error("{0]"), "expected '}' before end of string");
    EXPECT_EQ(template_error("{0:"), "unmatched '{' in format spec");
    EXPECT_EQ(template_error("{0:{}"), "unmatched '{' in format spec");
    EXPECT_EQ(template_error("{0:{{}}"), "unmatched '{' in format spec");
    EXPECT_EQ(template_error("{!}"), "unmatched '{' in format spec");
    EXPECT_EQ(template_error("{0!r"), "unmatched '{' in format spec");
    EXPECT_EQ(template_error("{0!"), "end of string while looking for conversion specifier");
    EXPECT_EQ(template_error("{0!rx}"), "expected ':' after conversion specifier");
    EXPECT_EQ(template_error("{0!r }"), "expected ':' after conversion specifier");
    EXPECT_EQ(template_error("{a{}"), "unexpected '{' in field name");
    // Fields before the error are kept, so the caller renders them first like CPython.
    const FormatTemplate t = parse_format_template("x{0}y}");
    ASSERT_TRUE(t.error);
    ASSERT_EQ(t.chunks.size(), 1u);
    EXPECT_EQ(t.chunks[0].literal, "x");
    EXPECT_EQ(unknown_conversion_error(U'x').message, "Unknown conversion specifier x");
    EXPECT_EQ(unknown_conversion_error(U'é').message, "Unknown conversion specifier \\xe9");
    EXPECT_EQ(unknown_conversion_error(1).message, "Unknown conversion specifier \\x1");
}

TEST(TextFormatParse, FieldNames) {
    FieldNumbering n;
    auto f = n.resolve("0.attr[key][3].x");
    ASSERT_TRUE(f.ok());
    EXPECT_TRUE(f->is_index);
    EXPECT_EQ(f->index, 0);
    ASSERT_EQ(f->accessors.size(), 4u);
    EXPECT_EQ(f->accessors[0].kind, FieldAccessor::Kind::Attribute);
    EXPECT_EQ(f->accessors[0].name, "attr");
    EXPECT_EQ(f->accessors[1].kind, FieldAccessor::Kind::Key);
    EXPECT_EQ(f->accessors[1].name, "key");
    EXPECT_EQ(f->accessors[2].kind, FieldAccessor::Kind::Index);
    EXPECT_EQ(f->accessors[2].index, 3);
    EXPECT_EQ(f->accessors[3].name, "x");
    EXPECT_FALSE(f->error);

    auto key = n.resolve(" 0 ");
    ASSERT_TRUE(key.ok());
    EXPECT_FALSE(key->is_index);
    EXPECT_EQ(key->key, " 0 ");
    EXPECT_EQ(n.resolve("-1")->key, "-1");
    EXPECT_EQ(n.resolve("\xd9\xa1")->index, 1);  // Arabic-Indic digit one

    auto trailing = n.resolve("0[1]x");
    ASSERT_TRUE(trailing.ok());
    EXPECT_EQ(trailing->accessors.size(), 1u);
    ASSERT_TRUE(trailing->error);
    EXPECT_EQ(trailing->error->message, "Only '.' or '[' may follow ']' in format field specifier");
    EXPECT_EQ(n.resolve("0[]")->error->message, "Empty attribute in format string");
    EXPECT_EQ(n.resolve("0.")->error->message, "Empty attribute in format string");
    EXPECT_EQ(n.resolve("0..a")->error->message, "Empty attribute in format string");
    EXPECT_EQ(n.resolve("0[1")->error->message, "Missing ']' in format string");
    EXPECT_EQ(n.resolve("0.a.")->accessors.size(), 1u);
    EXPECT_EQ(n.resolve("99999999999999999999").error().message, "Too many decimal digits in format string");

    // Manual numbering is now in force.
    EXPECT_EQ(n.resolve("").error().message,
              "cannot switch from manual field specification to automatic field numbering");
    EXPECT_EQ(n.resolve(".a").error().message,
              "cannot switch from manual field specification to automatic field numbering");

    FieldNumbering automatic;
    EXPECT_EQ(automatic.resolve("")->index, 0);
    EXPECT_EQ(automatic.resolve("name")->key, "name");  // keywords don't affect numbering
    auto second = automatic.resolve("[1]");
    EXPECT_EQ(second->index, 1);
    EXPECT_EQ(second->accessors[0].index, 1);
    EXPECT_EQ(automatic.resolve("1").error().message,
              "cannot switch from automatic field numbering to manual field specification");
}

TEST(TextFormatParse, PercentTemplate) {
    const PercentTemplate t = parse_percent_template("a%%b%(name)-+ #010.3ld|%*.*f%s%.f\xc3\xa9%c");
    ASSERT_FALSE(t.error);
    ASSERT_EQ(t.chunks.size(), 5u);
    EXPECT_EQ(t.chunks[0].literal, "a%b");
    const PercentSpec& s0 = *t.chunks[0].spec;
    EXPECT_EQ(s0.key, std::optional<std::string>("name"));
    EXPECT_TRUE(s0.left_adjust && s0.sign && s0.space && s0.alternate && s0.zero_pad);
    EXPECT_EQ(s0.width_kind, PercentSpec::Count::Number);
    EXPECT_EQ(s0.width, 10);
    EXPECT_EQ(s0.precision_kind, PercentSpec::Count::Number);
    EXPECT_EQ(s0.precision, 3);
    EXPECT_EQ(s0.type, U'd');
    EXPECT_EQ(s0.type_index, 21);
    EXPECT_EQ(t.chunks[1].literal, "|");
    EXPECT_EQ(t.chunks[1].spec->width_kind, PercentSpec::Count::Star);
    EXPECT_EQ(t.chunks[1].spec->precision_kind, PercentSpec::Count::Star);
    EXPECT_EQ(t.chunks[1].spec->type, U'f');
    EXPECT_EQ(t.chunks[2].spec->width_kind, PercentSpec::Count::None);
    EXPECT_EQ(t.chunks[3].spec->precision_kind, PercentSpec::Count::Number);
    EXPECT_EQ(t.chunks[3].spec->precision, 0);
    EXPECT_EQ(t.chunks[4].literal, "\xc3\xa9");
    EXPECT_EQ(t.chunks[4].spec->type_index, 35);

    const PercentTemplate nested = parse_percent_template("%(a(b))s tail");
    ASSERT_FALSE(nested.error);
    EXPECT_EQ(nested.chunks[0].spec->key, std::optional<std::string>("a(b)"));
    EXPECT_EQ(nested.chunks[1].literal, " tail");
    EXPECT_FALSE(nested.chunks[1].spec);
}

TEST(TextFormatParse, PercentErrors) {
    auto err = [](std::string_view f) {
        const PercentTemplate t = parse_percent_template(f);
        return t.error ? t.error->message : std::string("<none>");
    };
    EXPECT_EQ(err("%"), "incomplete format");
    EXPECT_EQ(err("abc %"), "incomplete format");
    EXPECT_EQ(err("%5"), "incomplete format");
    EXPECT_EQ(err("%.5"), "incomplete format");
    EXPECT_EQ(err("%l"), "incomplete format");
    EXPECT_EQ(err("ab%(x"), "incomplete format key");
    EXPECT_EQ(err("%99999999999999999999d"), "width too big");
    EXPECT_EQ(err("%.99999999999999999999d"), "precision too big");
    const PercentTemplate pending = parse_percent_template("%s%(x)");
    ASSERT_TRUE(pending.error);
    EXPECT_EQ(pending.chunks.size(), 1u);
    EXPECT_EQ(pending.pending_key, std::optional<std::string>("x"));
    EXPECT_FALSE(parse_percent_template("%(x)").error->message.empty());

    // Unsupported characters are reported by the caller after fetching the argument.
    const PercentTemplate y = parse_percent_template("\xc3\xa9%y");
    ASSERT_FALSE(y.error);
    EXPECT_FALSE(is_percent_type_supported(y.chunks[0].spec->type));
    EXPECT_EQ(unsupported_format_char_error(y.chunks[0].spec->type, y.chunks[0].spec->type_index).message,
              "unsupported format character 'y' (0x79) at index 2");
    EXPECT_EQ(unsupported_format_char_error(U'é', 1).message,
              "unsupported format character '?' (0xe9) at index 1");
    EXPECT_EQ(unsupported_format_char_error(U'%', 5).message,
              "unsupported format character '%' (0x25) at index 5");
    EXPECT_TRUE(is_percent_type_supported(U'b', true));
    EXPECT_FALSE(is_percent_type_supported(U'b', false));
    EXPECT_TRUE(is_percent_type_supported(U'X'));

    // bytes: indices are byte offsets.
    const PercentTemplate b = parse_percent_template("\xc3\xa9%y", true);
    EXPECT_EQ(b.chunks[0].spec->type_index, 3);
}

}  // namespace
}  // namespace basilisk::text
