import { uploadParametersSchema } from '@shared/api/provider-management';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/objects/upload`: a fresh URL to PUT one image to. */
export async function getUploadUrl(): Promise<string> {
  const response = await apiRequest('POST', '/api/objects/upload');
  return uploadParametersSchema.parse(await response.json()).uploadURL;
}
