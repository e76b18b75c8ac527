#pragma once
// A table of the article (engine/document/document.hpp) on the Report page: the modes side
// by side, the disk presets' grid, the P/E and per-client tables. Cells read in the
// interface's language; SortRole (and so CSV export and Copy) gives each cell's raw value.

#include <memory>

#include "engine/document/document.hpp"
#include "gui/article/article_language.hpp"
#include "gui/report/report_table_model.hpp"

namespace iometry::gui {

class ArticleTableModel : public ReportTableModel {
    Q_OBJECT

public:
    explicit ArticleTableModel(article::Table table, QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int tableRows() const override { return static_cast<int>(m_table.rows.size()); }
    int tableColumns() const override { return static_cast<int>(m_table.columns.size()); }
    void renameRows() override;

private:
    article::Table m_table;
    std::unique_ptr<ArticleLanguage> m_language;
};

}  // namespace iometry::gui
