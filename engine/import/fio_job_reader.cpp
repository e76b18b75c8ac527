#include "engine/import/fio_job_reader.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

// fio's own reading of a job file (init.c, parse_jobs_ini; parse.c, strip_blank_end;
// options.c, fio_option_dup_subs), as docs/fio-files.md "Reading fio job files" states it.

namespace iometry::import_fio {
namespace {

bool isBlank(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isspace(u) || std::iscntrl(u);
}

/** fio's strip_blank_front and strip_blank_end: the text before the first `;`, then before
 *  the first `#`, wherever they are, without the blanks (and control characters, CR) around. */
std::string stripLine(std::string_view line) {
    if (const auto semi = line.find(';'); semi != std::string_view::npos) line = line.substr(0, semi);
    if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    std::size_t begin = 0, end = line.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(line[begin]))) ++begin;
    while (end > begin && isBlank(line[end - 1])) --end;
    return std::string(line.substr(begin, end - begin));
}

std::string trimmed(std::string_view s) {
    std::size_t begin = 0, end = s.size();
    while (begin < end && isBlank(s[begin])) ++begin;
    while (end > begin && isBlank(s[end - 1])) --end;
    return std::string(s.substr(begin, end - begin));
}

std::string directoryOf(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

class Reader {
public:
    Reader(const FioFileLoader& load, const FioEnvironment& environment)
        : m_load(load), m_environment(environment) {}

    FioJobText read(std::string_view text, const std::string& path) {
        m_stack.push_back(path);
        readLines(text, path, std::string(), nullptr);
        m_stack.pop_back();
        return std::move(m_out);
    }

private:
    /** One file's lines; @p into is the section an included file adds to (null at the top). */
    void readLines(std::string_view text, const std::string& path, const std::string& shownAs,
                   FioSection* into) {
        int lineNo = 0;
        std::size_t pos = 0;
        while (pos < text.size()) {
            auto eol = text.find('\n', pos);
            if (eol == std::string_view::npos) eol = text.size();
            const std::string_view raw = text.substr(pos, eol - pos);
            pos = eol + 1;
            ++lineNo;
            // fio reads C strings: "rw=read\0…" would be read, and the rest of the line lost.
            if (raw.find('\0') != std::string_view::npos)
                throw FioMalformed({shownAs, lineNo}, "a NUL byte: this is not a text file");
            const std::string line = stripLine(raw);
            if (line.empty()) continue;
            const FioWhere where{shownAs, lineNo};
            if (line.front() == '[') {
                if (into)
                    throw FioMalformed(where, "an included file cannot open a section (fio: \"No new "
                                              "sections in included files\"): " + line);
                if (line.size() < 3 || line.back() != ']')
                    throw FioMalformed(where, "a section name must be written [name], got " + line);
                FioSection section;
                section.name = line.substr(1, line.size() - 2);
                section.global = section.name.compare(0, 6, "global") == 0;
                section.where = where;
                m_out.sections.push_back(std::move(section));
                continue;
            }
            FioSection* section = into ? into : (m_out.sections.empty() ? nullptr : &m_out.sections.back());
            if (line.compare(0, 7, "include") == 0 && line.size() > 8 &&
                (line[7] == ' ' || line[7] == '=' || line[7] == '\t')) {
                include(trimmed(line.substr(8)), path, where, section);
                continue;
            }
            if (!section)
                throw FioMalformed(where, "option \"" + line + "\" outside of a [section] (fio: "
                                          "\"option outside of [] job section\")");
            section->options.push_back(option(line, where));
        }
    }

    void include(const std::string& name, const std::string& from, const FioWhere& where,
                 FioSection* section) {
        if (name.empty()) throw FioMalformed(where, "include needs a file name");
        if (!section)
            throw FioMalformed(where, "include " + name + " outside of a [section]: an included "
                                      "file holds options, which belong to a section");
        const std::string path = name.front() == '/' ? name : directoryOf(from) + name;
        if (std::find(m_stack.begin(), m_stack.end(), path) != m_stack.end())
            throw FioMalformed(where, "include " + name + " includes itself (an include cycle)");
        if (static_cast<int>(m_stack.size()) > kMaxIncludeDepth)
            throw FioMalformed(where, "include " + name + ": includes nested more than " +
                                      std::to_string(kMaxIncludeDepth) + " deep");
        const std::optional<std::string> text = m_load ? m_load(path) : std::nullopt;
        if (!text) throw FioMalformed(where, "include " + name + ": cannot read " + path);
        m_out.includes.push_back(name);
        m_stack.push_back(path);
        readLines(*text, path, name, section);
        m_stack.pop_back();
    }

    /** `name=value` or a bare `name`, with fio's `${VAR}` from the environment. */
    FioOption option(const std::string& line, const FioWhere& where) {
        FioOption o;
        o.where = where;
        o.written = line;
        const auto eq = line.find('=');
        o.name = trimmed(line.substr(0, eq));
        if (eq != std::string::npos) {
            o.hasValue = true;
            o.value = substitute(trimmed(line.substr(eq + 1)), o);
        }
        if (o.name.empty()) throw FioMalformed(where, "an option without a name: " + line);
        return o;
    }

    /** fio_option_dup_subs: `${VAR}` becomes the variable's value, or nothing when unset. */
    std::string substitute(const std::string& value, FioOption& o) {
        std::string out;
        for (std::size_t i = 0; i < value.size();) {
            if (value.compare(i, 2, "${") == 0) {
                const auto close = value.find('}', i + 2);
                if (close != std::string::npos && close > i + 2) {
                    const std::string var = value.substr(i + 2, close - i - 2);
                    o.variables.push_back(var);
                    const std::optional<std::string> v = m_environment ? m_environment(var) : std::nullopt;
                    if (v)
                        out += *v;
                    else
                        o.unsetVariables.push_back(var);
                    i = close + 1;
                    continue;
                }
            }
            out += value[i++];
        }
        return out;
    }

    const FioFileLoader& m_load;
    const FioEnvironment& m_environment;
    std::vector<std::string> m_stack;  // the files being read, outermost first
    FioJobText m_out;
};

}  // namespace

std::string FioWhere::prefix() const {
    return (file.empty() ? std::string() : file + ", ") + "line " + std::to_string(line) + ": ";
}

std::optional<std::string> processEnvironment(const std::string& name) {
    if (const char* v = std::getenv(name.c_str())) return std::string(v);
    return std::nullopt;
}

FioJobText readFioJobText(std::string_view text, const std::string& path, const FioFileLoader& load,
                          const FioEnvironment& environment) {
    return Reader(load, environment).read(text, path);
}

}  // namespace iometry::import_fio
