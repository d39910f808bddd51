/** The files an e-product's upload takes (the platform's document types, server/modules/media/types.ts),
 * for the file input's `accept`: the browser offers these only. */
export const DELIVERY_FILE_ACCEPT = ".pdf,.zip,.doc,.docx,.odt,.ods,.odp,.txt,.rtf,.xls,.xlsx,.csv,.ppt,.pptx";
