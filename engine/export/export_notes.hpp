#pragma once
/**
 * @file
 * @brief What an export cannot express (fio_export, icf_export): each sentence once, in the
 *        order met.
 */

#include <algorithm>
#include <string>
#include <vector>

namespace iometry::export_notes {

/** @brief The notes of one export: a sentence added twice is kept once. */
class Notes {
public:
    void add(const std::string& note) {
        if (std::find(m_items.begin(), m_items.end(), note) == m_items.end())
            m_items.push_back(note);
    }
    std::vector<std::string>& items() { return m_items; }

private:
    std::vector<std::string> m_items;
};

}  // namespace iometry::export_notes
