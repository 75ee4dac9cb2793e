//
//  TaxonPhoto.m
//  iNaturalist
//
//  Created by Ken-ichi Ueda on 3/21/12.
//  Copyright (c) 2012 iNaturalist. All rights reserved.
//

#import "TaxonPhoto.h"
#import "Taxon.h"

@implementation TaxonPhoto

@dynamic recordID;
@dynamic updatedAt;
@dynamic createdAt;
@dynamic localUpdatedAt;
@dynamic localCreatedAt;
@dynamic syncedAt;
@dynamic position;
@dynamic taxonID;
@dynamic nativePhotoID;
@dynamic squareURL;
@dynamic thumbURL;
@dynamic smallURL;
@dynamic mediumURL;
@dynamic largeURL;
@dynamic nativePageURL;
@dynamic nativeUsername;
@dynamic nativeRealname;
@dynamic licenseCode;
@dynamic attribution;
@dynamic taxon;

@end
