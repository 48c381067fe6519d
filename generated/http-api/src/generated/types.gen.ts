// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface Trip {
  id: string
  name: string
  origin?: string
  destination?: string
  tags?: string[]
  price?: number
}

/**
 * What the API answered with a non-2xx status; body is its JSON, or its text.
 */
export interface HttpFailure {
  /**
   * The HTTP status the API answered.
   */
  status: number
  body: unknown
}

export type TripNotFoundData = HttpFailure;

export type ClientErrorData = HttpFailure;

export interface ListTripsInput {
  origin?: string
  tags?: string[]
  price?: {
    min?: number
    max?: number
  }
  page_size?: number
  /**
   * Sent as X-Request-Id.
   */
  request_id?: string
}

export interface ListTripsOutput {
  trips: Trip[]
  total: number
}

export interface GetTripInput {
  tripId: string
  fields?: string[]
}

export type GetTripOutput = Trip;

export interface CreateTripInput {
  trip: {
    name: string
    origin?: string
    destination?: string
    tags?: string[]
  }
  idempotency_key?: string
}

export type CreateTripOutput = Trip;

export interface DeleteTripInput {
  tripId: string
}

export interface WaitForSeatInput {
  tripId: string
}

export interface QuickQuoteInput {
  tripId: string
}

export interface UpdateTripsInput {
  /**
   * Which trips; sent as JSON text in the query.
   */
  filter: {
  }
  /**
   * Sent as JSON text in the X-Context header.
   */
  context?: {
  }
  change: {
  }
}

export interface UpdateTripsOutput {
  updated: number
}

export interface GetTripNotesInput {
  tripId: string
}

export interface GetTripTicketInput {
  tripId: string
}

export interface GetTripMapInput {
  tripId: string
}
