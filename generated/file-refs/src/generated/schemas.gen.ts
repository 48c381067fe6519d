// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema } from './runtime/api.gen.js';
import type {
  CategoryPathsInput,
  CategoryPathsOutput,
  OrgChartInput,
  OrgChartOutput,
  SaveUserInput,
  SaveUserOutput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  address: {
    type: "object",
    properties: {
      street: {
        type: "string"
      },
      city: {
        type: "string",
        minLength: 1
      },
      country: {
        type: "string",
        minLength: 2,
        maxLength: 2,
        description: "ISO 3166-1 alpha-2 code"
      }
    },
    required: ["city"]
  },
  user: {
    description: "A person with an account.",
    type: "object",
    properties: {
      name: {
        type: "string",
        minLength: 1
      },
      email: {
        type: "string",
        pattern: "^[^@\\s]+@[^@\\s]+$"
      },
      address: {
        $ref: "#/$defs/address"
      }
    },
    required: ["name", "email"],
    additionalProperties: false
  }
};

/** Input of save_user. */
export const saveUserInput = jsonSchema<SaveUserInput>({
  type: "object",
  properties: {
    user: {
      $ref: "#/$defs/user"
    }
  },
  required: ["user"],
  additionalProperties: false,
  $defs: {
    address: sharedDefs.address,
    user: sharedDefs.user
  }
});

/** Output (structuredContent) of save_user. */
export const saveUserOutput = jsonSchema<SaveUserOutput>({
  type: "object",
  properties: {
    saved: {
      $ref: "#/$defs/user"
    },
    greeting: {
      type: "string"
    }
  },
  required: ["saved", "greeting"],
  $defs: {
    address: sharedDefs.address,
    user: sharedDefs.user
  }
});

/** Input of org_chart. */
export const orgChartInput = jsonSchema<OrgChartInput>({
  type: "object",
  properties: {
    team: {
      $ref: "#/$defs/Team"
    }
  },
  required: ["team"],
  $defs: {
    Employee: {
      type: "object",
      properties: {
        name: {
          type: "string",
          minLength: 1
        },
        office: {
          $ref: "#/$defs/address"
        },
        reports: {
          type: "array",
          items: {
            $ref: "#/$defs/Employee"
          }
        }
      },
      required: ["name"]
    },
    Team: {
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        lead: {
          $ref: "#/$defs/Employee"
        }
      },
      required: ["name", "lead"]
    },
    address: sharedDefs.address
  }
});

/** Output (structuredContent) of org_chart. */
export const orgChartOutput = jsonSchema<OrgChartOutput>({
  type: "object",
  properties: {
    headcount: {
      type: "integer",
      minimum: 1
    },
    depth: {
      type: "integer",
      minimum: 1
    }
  },
  required: ["headcount", "depth"]
});

/** Input of category_paths. */
export const categoryPathsInput = jsonSchema<CategoryPathsInput>({
  type: "object",
  properties: {
    root: {
      $ref: "#/$defs/category"
    }
  },
  required: ["root"],
  $defs: {
    category: {
      description: "A category and its subcategories, to any depth.",
      type: "object",
      properties: {
        label: {
          type: "string",
          minLength: 1
        },
        children: {
          type: "array",
          items: {
            $ref: "#/$defs/category"
          }
        }
      },
      required: ["label"],
      additionalProperties: false
    }
  }
});

/** Output (structuredContent) of category_paths. */
export const categoryPathsOutput = jsonSchema<CategoryPathsOutput>({
  type: "object",
  properties: {
    paths: {
      type: "array",
      items: {
        type: "string"
      }
    }
  },
  required: ["paths"]
});
