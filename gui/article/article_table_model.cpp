#include "gui/article/article_table_model.hpp"

#include "gui/article/article_html.hpp"

namespace iometry::gui {

ArticleTableModel::ArticleTableModel(article::Table table, QObject* parent)
    : ReportTableModel(parent), m_table(std::move(table)),
      m_language(std::make_unique<ArticleLanguage>(ArticleLanguage::ofInterface())) {}

void ArticleTableModel::renameRows() {
    m_language = std::make_unique<ArticleLanguage>(ArticleLanguage::ofInterface());
}

QVariant ArticleTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= tableRows() || index.column() >= tableColumns()) return {};
    const article::Cell& cell = m_table.rows[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(index.column())];
    const bool number = cell.kind == article::Cell::Kind::Number;
    switch (role) {
    case Qt::DisplayRole: return cellText(cell, *m_language);
    case Qt::TextAlignmentRole: return alignment(!number);
    case SortRole:
        if (number) return cell.number;
        return cellText(cell, *m_language);
    default: return {};
    }
}

QVariant ArticleTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= tableColumns()) return {};
    const article::TableColumn& c = m_table.columns[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole)
        return c.group.empty() ? m_language->words(c.header)
                               : m_language->words(c.group) + QLatin1Char('\n') + m_language->words(c.header);
    if (role == kColumnKeyRole)  // the CSV's column, as the article's files name it
        return QString::fromStdString(c.group.empty() ? c.key : article::english(c.group) + ":" + c.key);
    return {};
}

}  // namespace iometry::gui
