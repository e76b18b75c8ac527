#pragma once
// What the commands that turn one file into another share — `import` (an .icf into a plan),
// `export-fio` and `export-icf` (a plan into a fio job file, an IOmeter .icf): their command
// line, and the file written whole or not at all.

#include <iosfwd>
#include <string>

namespace iometry::cli {

/**
 * Writes @p text to @p path through a temporary file beside it, renamed over @p path once
 * all of it is written: all of it or nothing. False with @p error on failure.
 */
bool writeWhole(const std::string& path, const std::string& text, std::string& error);

/**
 * Reads the words of such a command, `INPUT [-o|--output OUTPUT]` or --help, and with
 * @p into also `--into PLAN` and with @p encoding `--encoding NAME` (import's). Returns -1
 * when they are good, else the exit status: 0 after printing @p usage for --help, 2 after
 * saying what is wrong on @p err. @p command names the command in messages ("import"),
 * @p what its input ("file", "plan").
 */
int readInputOutput(const char* command, const char* usage, const char* what, int argc,
                    const char* const* argv, std::string& input, std::string& output,
                    std::ostream& out, std::ostream& err, std::string* into = nullptr,
                    std::string* encoding = nullptr);

}  // namespace iometry::cli
