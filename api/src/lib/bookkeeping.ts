/** Who creates and updates visitor records: the site has no login, so every write is the public site's. */
export const SITE_ACTOR = 'public-site';

/** The bookkeeping columns every visitor table has, as selected by the services. */
export interface BookkeepingRow {
  id: string;
  create_by: string;
  create_time: Date;
  update_by: string;
  update_time: Date;
}

export const BOOKKEEPING_COLUMNS = 'id, create_by, create_time, update_by, update_time';

/** The DTO form of the bookkeeping columns (ISO 8601 times). */
export function bookkeeping(row: BookkeepingRow) {
  return {
    id: row.id,
    createBy: row.create_by,
    createTime: new Date(row.create_time).toISOString(),
    updateBy: row.update_by,
    updateTime: new Date(row.update_time).toISOString(),
  };
}
