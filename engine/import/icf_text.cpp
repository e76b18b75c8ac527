#include "engine/import/icf_text.hpp"

#include <cctype>
#include <charconv>

namespace iometry::import_icf {

[[noreturn]] void fail(int line, std::string message) {
    throw Malformed{line, std::move(message)};
}

std::string lineAt(int line) {
    return "line " + std::to_string(line) + ": ";
}

std::string sectionOf(const std::string& line) {
    for (const char* s :
         {"'TEST SETUP", "'RESULTS DISPLAY", "'ACCESS SPECIFICATIONS", "'MANAGER LIST"})
        if (istarts(line, s))
            return s;
    return {};
}

bool isVersionLine(const std::string& line) {
    return istarts(line, "Version") && (line.size() == 7 || isSpace(line[7]));
}

bool isSpace(char c) {
    // By the numbers, not std::isspace: in a single-byte locale that may take 0x85 or 0xA0,
    // the last byte of a UTF-8 character ("Ѕ" is D0 85, "à" C3 A0).
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && isSpace(s[b]))
        ++b;
    while (e > b && isSpace(s[e - 1]))
        --e;
    return std::string(s.substr(b, e - b));
}

std::string upper(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && upper(std::string(a)) == upper(std::string(b));
}

bool istarts(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}

std::string joinList(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + items[i];
    return out;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::vector<std::string> quoted;
    for (const std::string& n : names)
        quoted.push_back(inQuotes(n));
    return joinList(quoted);
}

bool isComment(const std::string& s) {
    return !s.empty() && s[0] == '\'';
}

std::string inQuotes(const std::string& s) {
    return "\"" + s + "\"";
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        out.push_back(
            trim(s.substr(start, at == std::string::npos ? std::string::npos : at - start)));
        if (at == std::string::npos)
            return out;
        start = at + 1;
    }
}

std::vector<std::string> splitSpaces(const std::string& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size();) {
        while (i < s.size() && isSpace(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i]))
            ++i;
        if (i > start)
            out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

Lines::Lines(std::string_view text) {
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        m_lines.push_back(trim(text.substr(start, end - start)));
        start = end + 1;
    }
    while (!m_lines.empty() && m_lines.back().empty())
        m_lines.pop_back();
}

std::string valueOf(Lines& in, const std::string& key, int keyLine, int sectionLine,
                    const std::string& section) {
    while (!in.atEnd() && in.peek().size() > 1 && in.peek()[0] == '\'' && isSpace(in.peek()[1]))
        in.next();
    if (in.atEnd())
        fail(sectionLine, "the " + section + " section ends with the file, after " + key +
                              " (line " + std::to_string(keyLine) + ") and before its value");
    if (isComment(in.peek()))
        fail(in.number(), "expected the value of " + key + " (line " + std::to_string(keyLine) +
                              "), got " + inQuotes(in.peek()));
    return in.next();
}

bool nextKey(Lines& in, const Part& part, std::string& key, int& line) {
    for (;;) {
        if (in.atEnd())
            fail(part.openLine, part.noEnd);
        line = in.number();
        key = in.next();
        if (key.empty())
            continue;
        if (iequals(key, part.end))
            return false;
        const std::string section = sectionOf(key);
        if (!section.empty() || (!part.names && isVersionLine(key)))
            fail(line, part.noEnd + " (opened at line " + std::to_string(part.openLine) +
                           ") before this " +
                           (section.empty() ? std::string("version line") : section + " section"));
        return true;
    }
}

std::int64_t toInt(const std::string& token, int line, const std::string& what) {
    std::int64_t v = 0;
    const char* b = token.data();
    const char* e = b + token.size();
    const auto [p, ec] = std::from_chars(b, e, v);
    if (token.empty() || ec != std::errc() || p != e)
        fail(line, what + ": expected a whole number, got " + inQuotes(token));
    return v;
}

std::vector<std::string> fields(const std::string& value, const std::string& key, int line) {
    const std::vector<std::string> names = split(key.substr(1), ',');
    std::vector<std::string> got = split(value, ',');
    if (got.size() != names.size())
        fail(line, key + ": expected " + std::to_string(names.size()) +
                       " comma-separated values, got " + std::to_string(got.size()) + ": " +
                       inQuotes(value));
    return got;
}

bool enabled(const std::string& token, int line, const std::string& what) {
    if (iequals(token, "ENABLED"))
        return true;
    if (iequals(token, "DISABLED"))
        return false;
    fail(line, what + ": expected ENABLED or DISABLED, got " + inQuotes(token));
}

}  // namespace iometry::import_icf
