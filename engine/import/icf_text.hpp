#pragma once
/**
 * @file
 * @brief The text of an IOmeter .icf file: its lines, a key's value, numbers and fields,
 *        and the error of a malformed file, which names its line (docs/iometer-files.md,
 *        "The layout").
 */

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::import_icf {

/** @brief A malformed file: the line (1-based; 0 for the whole file) and what was expected there.
 */
struct Malformed {
    int line;
    std::string message;
};

/** @brief Refuses the file: throws Malformed. */
[[noreturn]] void fail(int line, std::string message);

/** @brief "line N: ", the start of a note or an error about line @p line. */
std::string lineAt(int line);

/** @brief An ASCII white-space byte, whatever the locale: trimming never cuts into a UTF-8
 *         character (docs/iometer-files.md, "Code pages"). */
bool isSpace(char c);
/** @brief @p s without white space (isSpace) at either end. */
std::string trim(std::string_view s);
std::string upper(std::string s);
/** @brief Equal but for letter case. */
bool iequals(std::string_view a, std::string_view b);
/** @brief @p s begins with @p prefix, but for letter case. */
bool istarts(std::string_view s, std::string_view prefix);
/** @brief A comment line: it names a setting, or opens or closes a part of the file. */
bool isComment(const std::string& s);
std::string inQuotes(const std::string& s);
/** @brief @p items one after another, ", " between them, for notes and messages. */
std::string joinList(const std::vector<std::string>& items);
/** @brief joinList of @p names, each inQuotes. */
std::string joinNames(const std::vector<std::string>& names);
/** @brief The fields between @p sep, each trimmed. */
std::vector<std::string> split(const std::string& s, char sep);
/** @brief The words between white space (isSpace). */
std::vector<std::string> splitSpaces(const std::string& s);

/** @brief The lines of the file, trimmed, with their numbers; a cursor over them. */
class Lines {
public:
    /** LF or CR LF line ends; empty lines at the end are dropped. */
    explicit Lines(std::string_view text);
    bool atEnd() const { return m_pos >= m_lines.size(); }
    /** 1-based number of the current line. */
    int number() const { return static_cast<int>(m_pos) + 1; }
    const std::string& peek() const { return m_lines[m_pos]; }
    std::string next() { return m_lines[m_pos++]; }
    void skipEmpty() {
        while (!atEnd() && peek().empty())
            ++m_pos;
    }

private:
    std::vector<std::string> m_lines;
    std::size_t m_pos = 0;
};

/**
 * @brief The value of the key just read (at @p keyLine): column-header comments
 *        ("'\thours …") are skipped; the next line must be data (it may be empty).
 *        @p section names the part of the file that opened at @p sectionLine, for messages.
 */
std::string valueOf(Lines& in, const std::string& key, int keyLine, int sectionLine,
                    const std::string& section);

/**
 * @brief The section that @p line opens ("'TEST SETUP", "'RESULTS DISPLAY",
 *        "'ACCESS SPECIFICATIONS", "'MANAGER LIST"), or empty. IOmeter finds a section by
 *        the start of its line (ICF_ifstream::SkipTo), so "'TEST SETUP ====…" opens one.
 */
std::string sectionOf(const std::string& line);
/** @brief A version line: "Version 1.1.0", "Version 2006.07.27 ". */
bool isVersionLine(const std::string& line);

/** @brief A part of the file up to its closing line: a section, a worker, its settings. */
struct Part {
    std::string name;   ///< for the messages of valueOf: "'TEST SETUP"
    std::string end;    ///< the line that closes it: "'END test setup"
    int openLine = 0;   ///< the line that opened it: an error about the whole part names it
    std::string noEnd;  ///< the error when the file ends before the closing line
    bool names = false; ///< its lines are names (assigned specs), which may begin "Version"
};

/**
 * @brief The next line of @p part into @p key, and its number into @p line; false at the
 *        closing line. Empty lines are skipped; a file that ends first, or a section or
 *        version line that comes first, is refused: the part was never closed.
 */
bool nextKey(Lines& in, const Part& part, std::string& key, int& line);

/**
 * @brief Each setting of @p part (a comment line naming it, then its value) until the
 *        closing line: @p read(key, value, keyLine, valueLine). A line that is not a comment
 *        where a setting's name belongs is refused with @p notAKey and the line.
 */
template <typename Read>
void readSettings(Lines& in, const Part& part, const std::string& notAKey, Read read) {
    std::string key;
    int line = 0;
    while (nextKey(in, part, key, line)) {
        if (!isComment(key))
            fail(line, notAKey + inQuotes(key));
        const std::string value = valueOf(in, key, line, part.openLine, part.name);
        read(key, value, line, in.number() - 1);
    }
}

/** @brief @p token as a whole number; otherwise the file is refused at @p line. */
std::int64_t toInt(const std::string& token, int line, const std::string& what);

/** @brief A comma-separated value whose field names are the key's: as many fields as names. */
std::vector<std::string> fields(const std::string& value, const std::string& key, int line);

/** @brief ENABLED (true) or DISABLED (false); otherwise the file is refused at @p line. */
bool enabled(const std::string& token, int line, const std::string& what);

}  // namespace iometry::import_icf
