//
//  ExploreIdentificationRealm.m
//  iNaturalist
//
//  Created by Alex Shepard on 10/17/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import "ExploreIdentificationRealm.h"
#import "ExploreObservationRealm.h"

@implementation ExploreIdentificationRealm

- (instancetype)initWithMantleModel:(ExploreIdentification *)model {
    if (self = [super init]) {
        self.identificationId = model.identificationId;
        self.identificationBody = model.identificationBody;
        self.identificationIsCurrent = model.identificationIsCurrent;
        self.identifiedDate = model.identifiedDate;
        self.hidden = model.hidden;

        if (model.identifier) {
            self.identifier = [[ExploreUserRealm alloc] initWithMantleModel:model.identifier];
        }
        
        if (model.taxon) {
            self.taxon = [[ExploreTaxonRealm alloc] initWithMantleModel:model.taxon];
        }

        for (ExploreModeratorAction *a in model.moderatorActions) {
            ExploreModeratorActionRealm *ar = [[ExploreModeratorActionRealm alloc] initWithMantleModel:a];
            [self.moderatorActions addObject:ar];
        }
    }
    return self;
}

+ (NSDictionary *)linkingObjectsProperties {
    return @{
        @"observations": [RLMPropertyDescriptor descriptorWithClass:ExploreObservationRealm.class propertyName:@"identifications"],
    };
}

+ (NSDictionary *)valueForMantleModel:(ExploreIdentification *)model {
    NSMutableDictionary *value = [NSMutableDictionary dictionary];
    
    value[@"identificationId"] = @(model.identificationId);
    value[@"identificationBody"] = model.identificationBody;
    value[@"identificationIsCurrent"] = @(model.identificationIsCurrent);
    value[@"identifiedDate"] = model.identifiedDate;
    value[@"hidden"] = @(model.hidden);

    if (model.identifier) {
        value[@"identifier"] = [ExploreUserRealm valueForMantleModel:model.identifier];
    }
    
    if (model.taxon) {
        value[@"taxon"] = [ExploreTaxonRealm valueForMantleModel:model.taxon];
    }

    if (model.moderatorActions) {
        NSMutableArray *ears = [NSMutableArray array];
        for (ExploreModeratorAction *ea in model.moderatorActions) {
            [ears addObject:[ExploreModeratorActionRealm valueForMantleModel:ea]];
        }
        value[@"moderatorActions"] = [NSArray arrayWithArray:ears];
    }
    
    return [NSDictionary dictionaryWithDictionary:value];
}

+ (NSDictionary *)valueForCoreDataModel:(id)cdModel {
    NSMutableDictionary *value = [NSMutableDictionary dictionary];
    
    if ([cdModel valueForKey:@"recordID"]) {
        value[@"identificationId"] = [cdModel valueForKey:@"recordID"];
    } else {
        // this is not an uploadable, return nil if we don't have a
        // record id
        return nil;
    }
    
    // primitives can't be nil
    value[@"identificationIsCurrent"] = [cdModel valueForKey:@"current"] ?: @(YES);
    
    if ([cdModel valueForKey:@"createdAt"]) {
        value[@"identifiedDate"] = [cdModel valueForKey:@"createdAt"];
    }
    
    if ([cdModel valueForKey:@"body"]) {
        value[@"identificationBody"] = [cdModel valueForKey:@"body"];
    }

    if ([cdModel valueForKey:@"user"]) {
        value[@"user"] = [ExploreUserRealm valueForCoreDataModel:[cdModel valueForKey:@"user"]];
    }
    
    if ([cdModel valueForKey:@"taxon"]) {
        value[@"taxon"] = [ExploreTaxonRealm valueForCoreDataModel:[cdModel valueForKey:@"taxon"]];
    }

    value[@"hidden"] = @(NO);

    return [NSDictionary dictionaryWithDictionary:value];
}

+ (NSString *)primaryKey {
    return @"identificationId";
}

#pragma mark - IdentificationVisualization

- (NSDate *)createdAt {
    return self.identifiedDate;
}

- (NSString *)body {
    return self.identificationBody;
}

- (NSDate *)date {
    return self.identifiedDate;
}

- (BOOL)isCurrent {
    return self.identificationIsCurrent;
}

- (NSInteger)taxonId {
    return self.taxon.taxonId;
}

- (NSInteger)taxonRankLevel {
    return self.taxon.rankLevel;
}

- (NSString *)taxonRank {
    return self.taxon.rankName;
}

- (NSString *)taxonCommonName {
    return self.taxon.commonName;
}

- (NSString *)taxonScientificName {
    return self.taxon.scientificName;
}

- (NSString *)taxonIconicName {
    return self.taxon.iconicTaxonName;
}

- (NSURL *)taxonIconUrl {
    return self.taxon.photoUrl;
}

- (NSString *)userName {
    return self.identifier.login;
}

- (NSInteger)userId {
    return self.identifier.userId;
}

- (NSURL *)userIconUrl {
    return self.identifier.userIcon;
}

- (NSDate *)moderationDate {
    ExploreModeratorActionRealm *a = [self.moderatorActions firstObject];
    if (a) {
        return a.date;
    } else {
        return nil;
    }
}

- (NSString *)moderationReason {
    ExploreModeratorActionRealm *a = [self.moderatorActions firstObject];
    if (a) {
        return a.reason;
    } else {
        return nil;
    }
}

- (NSString *)moderatorUsername {
    ExploreModeratorActionRealm *a = [self.moderatorActions firstObject];
    if (a) {
        return a.moderator;
    } else {
        return nil;
    }
}


@end
